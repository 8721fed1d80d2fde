import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierWarning } from '@ota/contract';

/** One alert naming every wrapper that gave no answer; the others' results show below it. */
export function SearchWarnings({ warnings }: { warnings: readonly SupplierWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="search-warnings"
      title={t('flightSearch.warningTitle', {
        names: warnings.map((warning) => warning.wrapperName).join(', '),
      })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {warnings.map((warning) => (
            <li key={warning.wrapperName}>
              <Typography.Text strong>{warning.wrapperName}</Typography.Text>
              {': '}
              {t(`flightSearch.warningKind.${warning.kind}`)}{' '}
              <Typography.Text type="secondary">({warning.message})</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
