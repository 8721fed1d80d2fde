import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WrapperTestResult } from '@ota/contract';

/** The outcome of the wrapper's last "Test connection": who answered and how fast, or why not. */
export function LastTestCell({ result }: { result: WrapperTestResult | null }) {
  const { t } = useTranslation();
  if (!result) return <Typography.Text type="secondary">{t('airlines.neverTested')}</Typography.Text>;
  const summary =
    result.ok && result.airline
      ? t('airlines.testOk', {
          airline: result.airline.name,
          code: result.airline.code,
          ms: result.elapsedMs,
        })
      : result.message;
  return (
    <Tooltip title={`${result.message} · ${t('airlines.testedAt', { time: result.testedTime })}`}>
      <Flex vertical gap={2} data-testid="wrapper-last-test">
        <span>
          <Tag color={result.ok ? 'success' : 'error'}>
            {t(result.ok ? 'airlines.testPassed' : 'airlines.testFailed')}
          </Tag>
          <Typography.Text type="secondary">{result.testedTime}</Typography.Text>
        </span>
        <Typography.Text ellipsis style={{ maxWidth: 320 }}>
          {summary}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}
