import { useId } from 'react';
import type { TotpEnrolment } from '@court/contract';

/** The light margin scanners need around a QR code, in modules. */
const QUIET_ZONE = 4;

/** One path for the dark modules, a rectangle per run of dark modules in a row. */
function darkModulesPath({ size, modules }: TotpEnrolment['qr']): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules[y * size + x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}

export interface TotpQrCodeProps {
  qr: TotpEnrolment['qr'];
  /** Says what the code is for, already translated. */
  label: string;
}

/**
 * An enrolment's QR code, drawn from the modules the API computed: no image request and no QR
 * library in the page. Black on white whatever the colour scheme, since scanners need the
 * contrast.
 */
export function TotpQrCode({ qr, label }: TotpQrCodeProps) {
  const titleId = useId();
  const side = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="court-totp__qr"
    >
      <title id={titleId}>{label}</title>
      <rect width={side} height={side} fill="#fff" />
      <path d={darkModulesPath(qr)} fill="#000" />
    </svg>
  );
}
