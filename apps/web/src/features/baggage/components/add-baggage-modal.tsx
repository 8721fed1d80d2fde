import { useState } from 'react';
import { Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AddPrefill } from '../../../lib/add-from-order';
import { useAddBaggage, useBagOrder, useBaggageOffers } from '../api/baggage-api';
import { detailPath } from '../lib/baggage-view';
import { BagLabel } from './baggage-tags';

const REMARK_MAX = 500;

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  // Opened from an order's details: its order loaded, the first passenger and flight picked.
  const [orderNo, setOrderNo] = useState(prefill?.orderNo ?? '');
  const order = useBagOrder(orderNo);
  const passengerId = Form.useWatch('passengerId', form);
  const segmentId = Form.useWatch('segmentId', form);
  const offers = useBaggageOffers(orderNo, passengerId, segmentId);
  const add = useAddBaggage();
  const detail = order.data?.found ? order.data.order : undefined;
  const missing = order.data && !order.data.found ? order.data.message : null;
  const label = (key: string) => t(`baggage.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('baggage.validation.required', { field: label(key) }),
  });

  const load = async (value: string) => {
    form.setFieldsValue({ orderNo: value.trim().toUpperCase() });
    const valid = await form.validateFields(['orderNo']).catch(() => null);
    if (valid) setOrderNo(valid.orderNo);
  };
  const changed = (values: Partial<AddValues>) => {
    if ('orderNo' in values) {
      setOrderNo('');
      form.setFieldsValue({ passengerId: undefined, segmentId: undefined, offerId: undefined });
    }
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
        remark: values.remark?.trim() || undefined,
      })
      .catch(() => null);
    if (!outcome?.done) return;
    onClose();
    navigate(detailPath(outcome.data.id));
  };

  return (
    <Modal
      open
      title={label('add.title')}
      okText={label('add.submit')}
      okButtonProps={{ 'data-testid': 'add-baggage-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      width={680}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="baggage-add"
        initialValues={
          prefill && {
            orderNo: prefill.orderNo,
            passengerId: prefill.passengerIds[0],
            segmentId: prefill.segmentIds[0],
          }
        }
        onValuesChange={changed}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="orderNo"
          label={label('orderNo')}
          rules={[required('orderNo')]}
          extra={orderNo ? undefined : label('add.loadHint')}
          {...(missing ? { validateStatus: 'error' as const, help: missing } : {})}
        >
          <Input.Search
            maxLength={32}
            enterButton={label('add.load')}
            loading={order.isFetching}
            onSearch={(value) => void load(value)}
            data-testid="add-order-no"
          />
        </Form.Item>
        <Form.Item name="passengerId" label={label('passenger')} rules={[required('passenger')]}>
          <Select
            disabled={!detail}
            placeholder={label('add.pickPassenger')}
            data-testid="add-passenger"
            options={(detail?.passengers ?? []).map((p) => ({ value: p.id, label: p.nameForShow || p.name }))}
          />
        </Form.Item>
        <Form.Item name="segmentId" label={label('flight')} rules={[required('flight')]}>
          <Select
            disabled={!detail}
            placeholder={label('add.pickFlight')}
            data-testid="add-segment"
            options={(detail?.segments ?? []).map((s) => ({
              value: s.id,
              label: `${s.flightNo} ${s.dep}-${s.arr} ${s.fullDepTime.slice(0, 16)}`,
            }))}
          />
        </Form.Item>
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
        <Form.Item
          name="remark"
          label={label('remark')}
          rules={[
            {
              max: REMARK_MAX,
              message: t('baggage.validation.tooLong', { field: label('remark'), max: REMARK_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
