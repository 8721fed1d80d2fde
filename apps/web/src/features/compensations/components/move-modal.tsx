import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompensationDetail, CompensationStatus } from '@ota/contract';
import { CaseMoveModal, type MoveFormValues } from '../../../components/cases/case-move-modal';
import { formatMoney } from '../../../lib/format';
import { DANGER, asksConfirmedAmount } from '../lib/compensation-view';

export type MoveValues = MoveFormValues<{ confirmedAmount?: number | null }>;

interface MoveModalProps {
  compensation: CompensationDetail;
  /** The state to move to; null when closed. */
  to: CompensationStatus | null;
  saving: boolean;
  onSubmit: (values: MoveValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Confirms one move: the internal assessment, the airline's answer (what it pays), the payment, or
 * a cancellation; an end without compensation says why.
 */
export function MoveModal({ compensation, to, saving, onSubmit, onClose }: MoveModalProps) {
  return (
    <CaseMoveModal<CompensationStatus, MoveValues>
      area="compensations"
      name="compensation-move"
      to={to}
      titleParams={{ compensationNo: compensation.compensationNo }}
      // A payment is the goodwill's debit or the airline's money passed on: the hint says the one that applies.
      hintParams={{
        context: compensation.compensationType,
        amount: formatMoney(compensation.applicationAmount, compensation.currency),
        confirmed: formatMoney(
          compensation.confirmedAmount ?? compensation.applicationAmount,
          compensation.currency,
        ),
      }}
      danger={DANGER}
      asksReason={DANGER}
      fields={(opened) => asksConfirmedAmount(opened) && <ConfirmedAmountField />}
      saving={saving}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

/** The airline's answer names what it pays. */
function ConfirmedAmountField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirmedAmount"
      label={t('compensations.confirmedAmount')}
      extra={t('compensations.move.confirmedHint')}
    >
      <InputNumber
        min={0.01}
        max={100000}
        precision={2}
        style={{ width: 200 }}
        data-testid="confirmed-amount"
      />
    </Form.Item>
  );
}
