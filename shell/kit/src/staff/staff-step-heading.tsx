import { useEffect, useRef, type ReactNode } from 'react';

export interface StaffStepHeadingProps {
  /** Under the heading of the page, dialog or section that holds the steps. */
  level: 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

/**
 * The heading of a step that replaced what the person was using (the sign-in's code, the
 * enrolment's QR code): it takes focus when it appears, so a screen reader announces the new
 * step and Tab goes on from there, instead of from a button that has gone. Give each step's
 * heading its own key where steps take each other's place, so that each one mounts anew.
 */
export function StaffStepHeading({ level, id, children }: StaffStepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} id={id} tabIndex={-1}>
      {children}
    </Heading>
  );
}
