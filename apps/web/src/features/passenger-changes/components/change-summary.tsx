import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeDetail } from '@ota/contract';
import { formatApiDateTime } from '../../../lib/format';
import { orderPath } from '../../../lib/case-detail';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';

/** The change's own fields. */
export function ChangeSummary({ change }: { change: PassengerChangeDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`passengerChanges.${key}`);
  const stamp = (who: string, when: string) => `${who} · ${formatApiDateTime(when, 'second')}`;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="change-summary"
      items={[
        { key: 'changeNo', label: label('changeNo'), children: change.changeNo },
        { key: 'status', label: label('status'), children: <ChangeStatusTag status={change.status} /> },
        { key: 'type', label: label('type'), children: <ChangeTypeLabel type={change.changeType} /> },
        {
          key: 'orderNo',
          label: label('orderNo'),
          children: <Link to={orderPath(change.orderNo)}>{change.orderNo}</Link>,
        },
        { key: 'pnr', label: label('pnr'), children: change.pnr },
        { key: 'airline', label: label('airline'), children: change.airline },
        { key: 'passenger', label: label('passenger'), children: change.passengerName },
        { key: 'created', label: label('createdByAt'), children: stamp(change.createdBy, change.createTime) },
        { key: 'updated', label: label('updatedByAt'), children: stamp(change.updatedBy, change.updateTime) },
        { key: 'remark', label: label('remark'), span: 3, children: change.remark || '—' },
      ]}
    />
  );
}
