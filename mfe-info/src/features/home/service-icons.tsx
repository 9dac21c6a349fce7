import type { ReactNode } from 'react';

export type ServiceIconName =
  'efile' | 'docket' | 'payments' | 'driving' | 'zoom' | 'reminders' | 'jury' | 'interpreter';

// Simple line drawings on a 24-unit grid; they decorate a tile whose label names the service.
const ICON_SHAPES: Record<ServiceIconName, ReactNode> = {
  efile: (
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M12 17v-6M9 14l3-3 3 3" />
    </>
  ),
  docket: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5.5 5.5M8 9h5M8 12h4" />
    </>
  ),
  payments: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="1.5" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  driving: (
    <>
      <path d="M4 16v-4l2-5h12l2 5v4zM4 12h16" />
      <circle cx="7.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="16.5" r="1.5" />
    </>
  ),
  zoom: (
    <>
      <rect x="2.5" y="6.5" width="13" height="11" rx="1.5" />
      <path d="M15.5 10.5l6-3.5v10l-6-3.5z" />
    </>
  ),
  reminders: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0M12 3v2" />
    </>
  ),
  jury: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M2.5 20v-1.5a5.5 5.5 0 0 1 11 0V20M14 14.2a4.5 4.5 0 0 1 7.5 3.3V20" />
    </>
  ),
  interpreter: (
    <>
      <path d="M3 5h11v8H8l-3 3v-3H3z" />
      <path d="M14 9h7v8h-2v3l-3-3h-5v-4" />
    </>
  ),
};

/** A decorative service icon, hidden from assistive technology. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg className="court-tile__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
      {ICON_SHAPES[name]}
    </svg>
  );
}
