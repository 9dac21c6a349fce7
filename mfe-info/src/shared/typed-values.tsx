import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { useFormikContext } from 'formik';

/**
 * A form's answers as they are typed, held apart from the page's state: a preview beside the form
 * follows them while the rest of the page (lists, versions, what publishing changes) is not drawn
 * again on every key.
 */
export interface TypedValues<Values> {
  /** The answers last typed; null before the form has told any, or once set to null. */
  current: () => Values | null;
  /** Called by the form's observer; tells each subscribed preview. */
  set: (values: Values | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createTypedValues<Values>(): TypedValues<Values> {
  let current: Values | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    set(values) {
      current = values;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One holder of typed answers for the page's lifetime. */
export function useTypedValues<Values>(): TypedValues<Values> {
  const [typed] = useState(createTypedValues<Values>);
  return typed;
}

/** Placed inside the form: tells the holder the answers whenever they change. */
export function TypedValuesObserver<Values>({ into }: { into: TypedValues<Values> }) {
  const { values } = useFormikContext<Values>();
  useEffect(() => {
    into.set(values);
  }, [values, into]);
  return null;
}

/**
 * The answers as typed, or `saved` before any are: drawn after the keystroke that changed them,
 * so a long preview never slows typing on a slow office computer.
 */
export function useTypedOr<Values>(typed: TypedValues<Values>, saved: Values): Values {
  const current = useSyncExternalStore(typed.subscribe, typed.current, typed.current);
  return useDeferredValue(current ?? saved);
}
