import { Component, type ReactNode } from 'react';
import { COURT_INFO } from '@court/contract';
import { PageHeading, PhoneLink, useTranslation } from '@court/kit';

function RemoteUnavailable() {
  const { t } = useTranslation('kit');
  return (
    <div className="usa-alert usa-alert--warning" role="alert">
      <div className="usa-alert__body">
        <PageHeading className="usa-alert__heading">{t('unavailable.title')}</PageHeading>
        <p className="usa-alert__text">
          {t('unavailable.body', { phone: '' }).replace(/\s*$/, ' ')}
          <PhoneLink phone={COURT_INFO.phone} />
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

/** Keeps a failing remote from taking down the navbar, the footer or other remotes. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
