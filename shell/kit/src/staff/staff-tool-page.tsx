import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { StaffRole } from '@court/contract';
import { isForbidden, PageHeading, type ApiLoad } from '@court/kit';
import { StaffForbidden, StaffGate, type StaffGateProps } from './staff-gate';

/** Which parts of a tool's page (a form, a dialog, a section) show errors just now. */
interface StaffToolErrors {
  hasError: boolean;
  report: (part: string, hasError: boolean) => void;
}

const StaffToolErrorsContext = createContext<StaffToolErrors | null>(null);

function useStaffToolErrorsContext(): StaffToolErrors {
  const errors = use(StaffToolErrorsContext);
  // A frame or a report outside the page would leave the title's "Error:" wrong without a word.
  if (!errors) throw new Error('StaffToolFrame and useStaffToolErrors need a StaffToolPage.');
  return errors;
}

/** Holds the parts that show errors; the frame's title says "Error:" while any does. */
function StaffToolErrorParts({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((part: string, hasError: boolean) => {
    setParts((previous) => {
      if (previous.has(part) === hasError) return previous;
      const next = new Set(previous);
      if (hasError) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const errors = useMemo(() => ({ hasError: parts.size > 0, report }), [parts, report]);
  return <StaffToolErrorsContext value={errors}>{children}</StaffToolErrorsContext>;
}

export interface StaffToolPageProps {
  /** Roles that may use the tool; admin always may. */
  roles: readonly StaffRole[];
  /** As StaffGate's: where a visitor whose credentials the API refused goes instead. */
  onSignInFailed?: StaffGateProps['onSignInFailed'];
  /**
   * The tool, whose page is a StaffToolFrame. Rendered only once signed in with the role, so
   * that its requests start only then.
   */
  children: ReactNode;
}

/**
 * A staff tool's page: the sign-in gate for its roles (with the step-up dialog), and, inside it,
 * what the tool's StaffToolFrame shows of the whole page: whether any of its parts shows errors.
 */
export function StaffToolPage({ roles, onSignInFailed, children }: StaffToolPageProps) {
  return (
    <StaffGate roles={roles} onSignInFailed={onSignInFailed}>
      <StaffToolErrorParts>{children}</StaffToolErrorParts>
    </StaffGate>
  );
}

/**
 * Tells the page whether one part of it (a form, a dialog, a section) shows errors: pass it as
 * the part's onErrorChange. One call per part, so that one form's success leaves another's
 * errors in the title; a part that goes away takes its errors with it.
 */
export function useStaffToolErrors(): (hasError: boolean) => void {
  const { report } = useStaffToolErrorsContext();
  const part = useId();
  useEffect(() => () => report(part, false), [report, part]);
  return useCallback((hasError: boolean) => report(part, hasError), [report, part]);
}

export interface StaffToolFrameProps {
  /**
   * The tool's own GET: when the API refuses it (403, the account lost the role since it signed
   * in), the page says so in place of the tool. Left out where no refusal takes the page's
   * place: sections that each load their own, a page every role may see.
   */
  load?: ApiLoad<unknown>;
  /** The page's h1 and title, already translated. */
  heading: string;
  /** The paragraph under the heading, already translated. */
  intro: string;
  /** The page's own class beside court-page, e.g. "court-staff-alerts". */
  className?: string;
  /** The rest of the page. */
  children: ReactNode;
}

/**
 * What every staff tool's page starts with, rendered by the tool inside its StaffToolPage: the
 * heading (its title saying "Error:" while any part reports errors) and the intro, or
 * StaffForbidden when the API refused the tool's GET.
 */
export function StaffToolFrame({ load, heading, intro, className, children }: StaffToolFrameProps) {
  const { hasError } = useStaffToolErrorsContext();
  if (load && isForbidden(load)) return <StaffForbidden />;
  return (
    <div className={className ? `court-page ${className}` : 'court-page'}>
      <PageHeading hasError={hasError}>{heading}</PageHeading>
      <p>{intro}</p>
      {children}
    </div>
  );
}
