import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordError } from '../lib/error-log';

function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <h2>{t('errors.boundaryTitle')}</h2>
      <p>{t('errors.boundaryHint')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches render errors of the pages: records them (production build, spec section 8) and offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError(error, { stack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
