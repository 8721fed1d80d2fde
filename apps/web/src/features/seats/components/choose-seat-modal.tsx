import { Form, Spin, Typography } from 'antd';
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
import type { OrderDetail } from '@ota/contract';
import { useInsertSeat, useSeatMap, useSeatOrder } from '../api/seats-api';
import { INFANT_AGE_TYPE } from '../lib/seat-view';
import { SeatMap } from './seat-map';

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
  const { t, label, required } = useAddTexts('seats');
  const [form] = Form.useForm<ChooseValues>();
  const { orderNo, load, edited } = useAddOrder(form, ['passengerId', 'segmentId', 'seat'], prefill?.orderNo);
  const order = useSeatOrder(orderNo);
  const passengerId = Form.useWatch('passengerId', form);
  const segmentId = Form.useWatch('segmentId', form);
  const seat = Form.useWatch('seat', form);
  const map = useSeatMap(orderNo, passengerId, segmentId);
  const insert = useInsertSeat();
  const detail = order.data?.found ? order.data.order : undefined;
  const missing = order.data && !order.data.found ? order.data.message : null;

  const changed = (values: Partial<ChooseValues>) => {
    if (edited(values)) return;
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
        remark: remarkOf(values),
      })
      .catch(() => null);
    if (outcome?.done) onClose();
    else if (outcome) form.setFieldsValue({ seat: undefined });
  };

  return (
    <CaseAddModal<ChooseValues>
      area="seats"
      step="choose"
      name="seat-choose"
      form={form}
      okTestId="choose-seat-ok"
      saving={insert.isPending}
      width={720}
      initialValues={prefilledOrder(prefill)}
      onValuesChange={changed}
      onFinish={submit}
      onClose={onClose}
      order={{ orderNo, loading: order.isFetching, missing, onLoad: load }}
    >
      <PassengerField
        area="seats"
        step="choose"
        disabled={!detail}
        options={passengerOptions(detail, label('choose.infant'))}
      />
      <FlightField area="seats" step="choose" order={detail} passengerId={passengerId} />
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
    </CaseAddModal>
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
