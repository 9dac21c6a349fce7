import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  PageHeading,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('shellRemotes', { en, es });

/** What a visitor sees instead of a page whose remote cannot be loaded. */
export function RemoteUnavailable() {
  const { t } = useTranslation('shellRemotes');
  const court = useCourtFacts();
  return (
    <div className="usa-alert usa-alert--warning">
      <div className="usa-alert__body">
        <PageHeading className="usa-alert__heading">{t('title')}</PageHeading>
        <p className="usa-alert__text">
          {t('body')} <PhoneLink phone={court.phone} />.
        </p>
      </div>
    </div>
  );
}

interface Props {
  remoteName: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a failing remote from taking down the navbar, the footer or other remotes. The shell
 * keys it by URL, so visiting another page starts with a fresh boundary.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Operators need the cause; the visitor sees the translated notice.
    console.error(`Remote ${this.props.remoteName} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
