import type { PassengerChangeDetail } from '@ota/contract';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';

/** The change's own fields. */
export function ChangeSummary({ change }: { change: PassengerChangeDetail }) {
  const { item, order, signed } = useSummaryItems('passengerChanges', change);
  return (
    <CaseSummary
      bordered
      testId="change-summary"
      items={[
        item('changeNo', change.changeNo),
        item('status', <ChangeStatusTag status={change.status} />),
        item('type', <ChangeTypeLabel type={change.changeType} />),
        ...order,
        item('passenger', change.passengerName),
        ...signed,
      ]}
    />
  );
}
