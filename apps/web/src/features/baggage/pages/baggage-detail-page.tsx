import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BaggageDetail, BaggageStatus } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import { CaseMoveModal } from '../../../components/cases/case-move-modal';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { useCaseMove } from '../../../lib/case-move';
import { formatApiDateTime } from '../../../lib/format';
import { useBaggageDetail, useEditBaggageState } from '../api/baggage-api';
import { baggageKeys } from '../api/keys';
import { BagLabel, BaggageStatusTag } from '../components/baggage-tags';
import { ASKS_REASON, DANGER, baggageMoves } from '../lib/baggage-view';
import { orderPath } from '../../../lib/case-detail';

const BAGGAGE_DETAIL: CaseDetailKind = {
  area: 'baggage',
  listPath: '/html/baggage',
  testIds: { page: 'baggage-detail-page', notFound: 'baggage-not-found' },
};

/** /html/baggage/baggageDetail?id= (1005-3): one bag, its EMD, its moves and history. */
export default function BaggageDetailPage() {
  const id = useCaseId();
  const query = useBaggageDetail(id);
  return (
    <CaseDetailFrame kind={BAGGAGE_DETAIL} id={id} query={query}>
      {(bag) => <BagView bag={bag} />}
    </CaseDetailFrame>
  );
}

function BagView({ bag }: { bag: BaggageDetail }) {
  const { t } = useTranslation();
  const edit = useEditBaggageState();
  const move = useCaseMove({
    seen: bag,
    queryKey: baggageKeys.all,
    send: (seen, state: BaggageStatus, reason: string | undefined) =>
      edit.mutateAsync({ ...seen, state, reason }),
  });
  const label = (key: string) => t(`baggage.${key}`);

  return (
    <CaseDetailLayout
      kind={BAGGAGE_DETAIL}
      title={t('baggage.detailTitle', { baggageNo: bag.baggageNo })}
      statusTag={<BaggageStatusTag status={bag.status} />}
      move={move}
      actions={
        <CaseActions
          area="baggage"
          testId="baggage-actions"
          moves={baggageMoves(bag.status)}
          danger={DANGER}
          busy={move.busy}
          onMove={move.open}
        />
      }
      records={bag.records}
      dialogs={
        <CaseMoveModal
          area="baggage"
          name="baggage-move"
          titleParams={{ baggageNo: bag.baggageNo }}
          hintParams={{ amount: `${bag.applicationAmount ?? ''} ${bag.currency}` }}
          danger={DANGER}
          asksReason={ASKS_REASON}
          reasonOnEveryMove
          to={move.moving}
          saving={move.saving}
          onSubmit={({ reason }) => move.submit(reason)}
          onClose={move.close}
        />
      }
      summary={
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="baggage-summary">
          <Descriptions.Item label={label('orderNo')}>
            <Link to={orderPath(bag.orderNo)}>{bag.orderNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={label('pnr')}>{bag.pnr}</Descriptions.Item>
          <Descriptions.Item label={label('airline')}>{bag.airline}</Descriptions.Item>
          <Descriptions.Item label={label('passenger')}>{bag.passengers}</Descriptions.Item>
          <Descriptions.Item label={label('flight')}>{bag.segments}</Descriptions.Item>
          <Descriptions.Item label={label('bagType')}>
            <BagLabel bag={{ ...bag, kind: bag.bagType }} />
          </Descriptions.Item>
          <Descriptions.Item label={label('price')}>
            {bag.applicationAmount ? `${bag.applicationAmount} ${bag.currency}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('paid')}>
            {bag.confirmedAmount ? `${bag.confirmedAmount} ${bag.currency}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('emdNumber')}>
            <span data-testid="emd-number">{bag.emdNumber ?? '—'}</span>
          </Descriptions.Item>
          {bag.reason && <Descriptions.Item label={label('reason')}>{bag.reason}</Descriptions.Item>}
          {bag.remark && <Descriptions.Item label={label('remark')}>{bag.remark}</Descriptions.Item>}
          <Descriptions.Item label={label('createdByAt')}>
            {bag.createdBy} {formatApiDateTime(bag.createTime, 'minute')}
          </Descriptions.Item>
          <Descriptions.Item label={label('updatedByAt')}>
            {bag.updatedBy} {formatApiDateTime(bag.updateTime, 'minute')}
          </Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
