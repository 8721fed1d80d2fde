import { useState } from 'react';
import { Badge, Button, Empty, Modal, Typography } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../../lib/error-log';

/** Top-bar badge with the client errors recorded in this tab (spec section 8). */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Badge count={entries.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BugOutlined />}
          aria-label={t('layout.errorLog')}
          data-testid="error-log"
          danger={entries.length > 0}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        title={t('layout.errorLogTitle')}
        open={open}
        onCancel={() => setOpen(false)}
        width={800}
        footer={[
          <Button key="clear" onClick={clearErrorLog} disabled={entries.length === 0}>
            {t('layout.errorLogClear')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>,
        ]}
      >
        {entries.length === 0 ? (
          <Empty description={t('layout.errorLogEmpty')} />
        ) : (
          <ol className="error-log-list" data-testid="error-log-list">
            {entries.map((entry) => (
              <li key={entry.id} className="error-log-entry">
                <dl>
                  <dt>{t('layout.errorMessage')}</dt>
                  <dd>
                    <Typography.Text type="danger">{entry.message}</Typography.Text>
                  </dd>
                  <dt>{t('layout.errorUrl')}</dt>
                  <dd>{entry.url}</dd>
                  <dt>{t('layout.errorTime')}</dt>
                  <dd>{entry.time}</dd>
                  {entry.stack && (
                    <>
                      <dt>{t('layout.errorStack')}</dt>
                      <dd>
                        <pre className="error-log-stack">{entry.stack}</pre>
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </Modal>
    </>
  );
}
