import { Form, Radio, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  FlightField,
  PassengerField,
  prefilledOrder,
  remarkOf,
  useAddOrder,
  useAddTexts,
} from '../../../components/cases/case-add-fields';
import { CaseAddModal } from '../../../components/cases/case-add-modal';
import type { AddPrefill } from '../../../lib/add-from-order';
import { useAddBaggage, useBagOrder, useBaggageOffers } from '../api/baggage-api';
import { detailPath } from '../lib/baggage-view';
import { BagLabel } from './baggage-tags';

interface AddValues {
  orderNo: string;
  passengerId?: number;
  segmentId?: number;
  offerId?: string;
  remark?: string;
}

/**
 * Adds a bag: the order number, then its passenger and flight, then one of the airline's offers.
 * 200 shows 'Submitted successfully' and the new bag; a refusal (the same bag twice) warns and keeps
 * the form open.
 */
export function AddBaggageModal({ prefill, onClose }: { prefill?: AddPrefill; onClose: () => void }) {
  const { label, required } = useAddTexts('baggage');
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  const { orderNo, load, edited } = useAddOrder(
    form,
    ['passengerId', 'segmentId', 'offerId'],
    prefill?.orderNo,
  );
  const order = useBagOrder(orderNo);
  const passengerId = Form.useWatch('passengerId', form);
  const segmentId = Form.useWatch('segmentId', form);
  const offers = useBaggageOffers(orderNo, passengerId, segmentId);
  const add = useAddBaggage();
  const detail = order.data?.found ? order.data.order : undefined;
  const missing = order.data && !order.data.found ? order.data.message : null;

  const changed = (values: Partial<AddValues>) => {
    if (edited(values)) return;
    if ('passengerId' in values || 'segmentId' in values) form.setFieldsValue({ offerId: undefined });
  };
  const submit = async (values: AddValues) => {
    if (values.passengerId === undefined || values.segmentId === undefined || !values.offerId) return;
    const outcome = await add
      .mutateAsync({
        orderNo,
        passengerId: values.passengerId,
        segmentId: values.segmentId,
        offerId: values.offerId,
        remark: remarkOf(values),
      })
      .catch(() => null);
    if (!outcome?.done) return;
    onClose();
    navigate(detailPath(outcome.data.id));
  };

  return (
    <CaseAddModal<AddValues>
      area="baggage"
      step="add"
      name="baggage-add"
      form={form}
      okTestId="add-baggage-ok"
      saving={add.isPending}
      width={680}
      initialValues={prefilledOrder(prefill)}
      onValuesChange={changed}
      onFinish={submit}
      onClose={onClose}
      order={{ orderNo, loading: order.isFetching, missing, onLoad: load }}
    >
      <PassengerField
        area="baggage"
        step="add"
        disabled={!detail}
        options={(detail?.passengers ?? []).map((p) => ({ value: p.id, label: p.nameForShow || p.name }))}
      />
      <FlightField area="baggage" step="add" order={detail} passengerId={passengerId} />
      <Form.Item name="offerId" label={label('add.offers')} rules={[required('add.offers')]}>
        {offers.isFetching ? (
          <Typography.Text type="secondary">{label('add.asking')}</Typography.Text>
        ) : (offers.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">{label('add.noOffers')}</Typography.Text>
        ) : (
          <Radio.Group data-testid="add-offers">
            <Space orientation="vertical">
              {(offers.data ?? []).map((offer) => (
                <Radio key={offer.offerId} value={offer.offerId} data-testid={`offer-${offer.offerId}`}>
                  <BagLabel bag={offer} /> — {offer.price} {offer.currency}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </Form.Item>
    </CaseAddModal>
  );
}
