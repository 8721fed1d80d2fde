import { useState } from 'react';
import { Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddPrefill } from '../../../lib/add-from-order';
import type { OrderDetail } from '@ota/contract';
import { useInsertSeat, useSeatMap, useSeatOrder } from '../api/seats-api';
import { INFANT_AGE_TYPE } from '../lib/seat-view';
import { SeatMap } from './seat-map';

const REMARK_MAX = 500;

interface ChooseValues {
  orderNo: string;
  passengerId?: number;
  segmentId?: number;
  seat?: string;
  remark?: string;
}

/**
 * Chooses a seat: the order number, then its passenger and flight, then a seat on the airline's map.
 * 200 shows the server's text (`data`) and closes; a refusal (a seat taken meanwhile) warns, keeps the
 * dialog open and reads the map again.
 */
export function ChooseSeatModal({ prefill, onClose }: { prefill?: AddPrefill; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChooseValues>();
  // Opened from an order's details: its order loaded, the first passenger and flight picked there.
  const [orderNo, setOrderNo] = useState(prefill?.orderNo ?? '');
  const order = useSeatOrder(orderNo);
  const passengerId = Form.useWatch('passengerId', form);
  const segmentId = Form.useWatch('segmentId', form);
  const seat = Form.useWatch('seat', form);
  const map = useSeatMap(orderNo, passengerId, segmentId);
  const insert = useInsertSeat();
  const detail = order.data?.found ? order.data.order : undefined;
  const missing = order.data && !order.data.found ? order.data.message : null;
  const label = (key: string) => t(`seats.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('seats.validation.required', { field: label(key) }),
  });

  const load = async (value: string) => {
    form.setFieldsValue({ orderNo: value.trim().toUpperCase() });
    const valid = await form.validateFields(['orderNo']).catch(() => null);
    if (valid) setOrderNo(valid.orderNo);
  };
  const changed = (values: Partial<ChooseValues>) => {
    if ('orderNo' in values) {
      setOrderNo('');
      form.setFieldsValue({ passengerId: undefined, segmentId: undefined, seat: undefined });
    }
    if ('passengerId' in values || 'segmentId' in values) form.setFieldsValue({ seat: undefined });
  };
  const submit = async (values: ChooseValues) => {
    if (values.passengerId === undefined || values.segmentId === undefined || !values.seat) return;
    const outcome = await insert
      .mutateAsync({
        orderNo,
        passengerId: values.passengerId,
        segmentId: values.segmentId,
        seat: values.seat,
        remark: values.remark?.trim() || undefined,
      })
      .catch(() => null);
    if (outcome?.done) onClose();
    else if (outcome) form.setFieldsValue({ seat: undefined });
  };

  return (
    <Modal
      open
      title={label('choose.title')}
      okText={label('choose.submit')}
      okButtonProps={{ 'data-testid': 'choose-seat-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={insert.isPending}
      width={720}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="seat-choose"
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
          extra={orderNo ? undefined : label('choose.loadHint')}
          {...(missing ? { validateStatus: 'error' as const, help: missing } : {})}
        >
          <Input.Search
            maxLength={32}
            enterButton={label('choose.load')}
            loading={order.isFetching}
            onSearch={(value) => void load(value)}
            data-testid="choose-order-no"
          />
        </Form.Item>
        <Form.Item name="passengerId" label={label('passenger')} rules={[required('passenger')]}>
          <Select
            disabled={!detail}
            placeholder={label('choose.pickPassenger')}
            data-testid="choose-passenger"
            options={passengerOptions(detail, label('choose.infant'))}
          />
        </Form.Item>
        <Form.Item name="segmentId" label={label('flight')} rules={[required('flight')]}>
          <Select
            disabled={!detail}
            placeholder={label('choose.pickFlight')}
            data-testid="choose-segment"
            options={(detail?.segments ?? []).map((s) => ({
              value: s.id,
              label: `${s.flightNo} ${s.dep}-${s.arr} ${s.fullDepTime.slice(0, 16)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="seat"
          label={seat ? t('seats.choose.chosen', { seat }) : label('seat')}
          rules={[required('seat')]}
        >
          <MapField
            loading={map.isFetching}
            map={map.data ?? null}
            hint={label(
              passengerId === undefined || segmentId === undefined ? 'choose.noMap' : 'choose.mapRefused',
            )}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={label('remark')}
          rules={[
            {
              max: REMARK_MAX,
              message: t('seats.validation.tooLong', { field: label('remark'), max: REMARK_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An infant sits on an adult's lap: listed, but not to be picked, and saying why. */
function passengerOptions(detail: OrderDetail | undefined, infant: string) {
  return (detail?.passengers ?? []).map((p) => {
    const name = p.nameForShow || p.name;
    const isInfant = p.ageType === INFANT_AGE_TYPE;
    return { value: p.id, label: isInfant ? `${name} — ${infant}` : name, disabled: isInfant };
  });
}

interface MapFieldProps {
  loading: boolean;
  map: Parameters<typeof SeatMap>[0]['map'] | null;
  hint: string;
  value?: string;
  onChange?: (seat: string) => void;
}

/** The map as the form's seat field: a click picks the seat. */
function MapField({ loading, map, hint, value, onChange }: MapFieldProps) {
  if (loading && !map) return <Spin />;
  if (!map) return <Typography.Text type="secondary">{hint}</Typography.Text>;
  return (
    <Spin spinning={loading}>
      <SeatMap map={map} selected={value} onSelect={(seat) => onChange?.(seat)} />
    </Spin>
  );
}
