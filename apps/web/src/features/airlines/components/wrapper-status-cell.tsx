import { Flex, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WrapperRow, WrapperStatus } from '@ota/contract';

export function WrapperStatusCell({
  record,
  switching,
  onSwitch,
}: {
  record: WrapperRow;
  switching: boolean;
  onSwitch: (record: WrapperRow, status: WrapperStatus) => void;
}) {
  const { t } = useTranslation();
  const online = record.status === 'online';
  return (
    <Flex align="center" gap={8}>
      <Tag color={online ? 'success' : 'default'} data-testid="wrapper-status">
        {t(`airlines.${record.status}`)}
      </Tag>
      <Switch
        size="small"
        checked={online}
        loading={switching}
        aria-label={t(online ? 'airlines.switchOffline' : 'airlines.switchOnline', { name: record.name })}
        onChange={(checked) => onSwitch(record, checked ? 'online' : 'offline')}
      />
    </Flex>
  );
}
