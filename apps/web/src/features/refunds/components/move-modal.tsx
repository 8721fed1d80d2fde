import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundDetail, RefundStatus } from '@ota/contract';
import { AirlinePolicyPanel } from '../../../components/cases/airline-policy-panel';
import { CaseMoveModal, type MoveFormValues } from '../../../components/cases/case-move-modal';
import { amountText } from '../../../lib/case-outcome';
import { ASKS_REASON, DANGER, moveFields } from '../lib/refund-view';

export interface MoveValues {
  serviceCharge?: string;
  confirmedAmount?: string;
  reason?: string;
}

interface AmountValues {
  serviceCharge?: number | null;
  confirmedAmount?: number | null;
}

interface MoveModalProps {
  refund: RefundDetail;
  /** The state to move to; null when closed. */
  to: RefundStatus | null;
  saving: boolean;
  onSubmit: (values: MoveValues) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a refund and asks what that move needs (moveFields). */
export function MoveModal({ refund, to, saving, onSubmit, onClose }: MoveModalProps) {
  const quoted = refund.applicationAmount === null ? undefined : Number(refund.applicationAmount);
  const send = ({ serviceCharge, confirmedAmount, reason }: MoveFormValues<AmountValues>) => {
    const fields = to ? moveFields(to) : null;
    return onSubmit({
      serviceCharge: fields?.serviceCharge ? amountText(serviceCharge) : undefined,
      confirmedAmount: fields?.confirmedAmount ? amountText(confirmedAmount) : undefined,
      reason,
    });
  };
  return (
    <CaseMoveModal<RefundStatus, AmountValues>
      area="refunds"
      name="refund-move"
      to={to}
      titleParams={{ refundNo: refund.refundNo }}
      danger={DANGER}
      asksReason={ASKS_REASON}
      reasonRequiredKey="validation.reasonRequired"
      // The airline grants the quote unless it keeps a fee: start from it.
      initialValues={(opened) => ({ confirmedAmount: opened === 'AIRLINE_APPROVED' ? quoted : undefined })}
      fields={(opened) => <AmountFields refund={refund} to={opened} quoted={quoted} />}
      saving={saving}
      onSubmit={send}
      onClose={onClose}
    />
  );
}

function AmountFields({ refund, to, quoted }: { refund: RefundDetail; to: RefundStatus; quoted?: number }) {
  const { t } = useTranslation();
  const fields = moveFields(to);
  return (
    <>
      {fields.serviceCharge && (
        <Form.Item
          name="serviceCharge"
          label={t('refunds.serviceCharge')}
          extra={t('refunds.move.serviceChargeHint')}
        >
          <InputNumber
            min={0}
            max={999_999_999}
            precision={2}
            suffix={refund.currency}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
      {/* Quoting: the airline's refund rules, to say what the service charge comes on top of. */}
      {to === 'QUOTED' && (
        <Form.Item>
          <AirlinePolicyPanel orderNo={refund.orderNo} airline={refund.airline} focus="refund" />
        </Form.Item>
      )}
      {fields.confirmedAmount && (
        <Form.Item
          name="confirmedAmount"
          label={t('refunds.confirmedAmount')}
          rules={[{ required: true, message: t('refunds.validation.confirmedRequired') }]}
        >
          <InputNumber
            min={0.01}
            max={quoted}
            precision={2}
            suffix={refund.currency}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
    </>
  );
}
