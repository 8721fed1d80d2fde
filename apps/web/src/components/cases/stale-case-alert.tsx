import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The server's refusal of a stale version, shown until the operator reloads what changed. */
export function StaleCaseAlert({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="case-stale"
      title={message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onReload} data-testid="case-reload">
          {t('cases.reload')}
        </Button>
      }
    />
  );
}
