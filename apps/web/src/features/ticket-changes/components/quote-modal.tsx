import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, InputNumber, Space, Spin, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CHANGE_FLIGHT_MESSAGES, type OrderSegment, type TicketChangeDetail } from '@ota/contract';
import { AirlinePolicyPanel } from '../../../components/cases/airline-policy-panel';
import { amountText } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';
import {
  useSearchChangeFlights,
  type ChangeFlightDates,
  type FlightSearchResult,
} from '../api/search-change-flights';
import type { ChangeDirections } from '../lib/change-view';
import { FlightChoices } from './flight-choices';
import { FlightSearchMessage } from './flight-search-message';
import { FormDialog } from '../../../components/discard-guard';

export interface QuoteValues {
  goItineraryId?: string;
  backItineraryId?: string;
  serviceFee?: string;
}

interface FormValues {
  departDate?: Dayjs;
  returnDate?: Dayjs;
  goItineraryId?: string;
  backItineraryId?: string;
  serviceFee?: number | null;
}

interface QuoteModalProps {
  change: TicketChangeDetail;
  /** The change's segments each way; null while the order is read. */
  directions: ChangeDirections | null;
  open: boolean;
  saving: boolean;
  onSubmit: (values: QuoteValues) => Promise<void>;
  onClose: () => void;
}

const today = () => dayjs().startOf('day');
/** Where a way's search starts: the day it flies now, or today for a flight already past. */
const startOf = (segments: OrderSegment[]) => {
  const day = dayjs(segments[0]?.fullDepTime.slice(0, 10));
  return day.isValid() && !day.isBefore(today()) ? day : today();
};
const dayText = (value: Dayjs | undefined) => value?.format('YYYY-MM-DD');

/**
 * QUOTED: new dates, the airline's flights on them (getFlightInfo), one flight picked per way the
 * change moves, and the agency's service fee; the airline then quotes the change.
 */
export function QuoteModal(props: QuoteModalProps) {
  // Each opening starts afresh: new dates, no search, nothing picked.
  return props.open ? <QuoteDialog {...props} /> : null;
}

function QuoteDialog({ change, directions, saving, onSubmit, onClose }: QuoteModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const search = useSearchChangeFlights(change.id);
  const [result, setResult] = useState<FlightSearchResult | null>(null);
  const go = (directions?.go.length ?? 0) > 0;
  const back = (directions?.back.length ?? 0) > 0;

  // The dates start where the change's flights fly now, once the order says which they are.
  useEffect(() => {
    if (!directions) return;
    form.setFieldsValue({
      departDate: go ? startOf(directions.go) : undefined,
      returnDate: back ? startOf(directions.back) : undefined,
    });
  }, [directions, go, back, form]);

  const find = async () => {
    const fields = [...(go ? ['departDate' as const] : []), ...(back ? ['returnDate' as const] : [])];
    const values = await form.validateFields(fields).catch(() => null);
    if (!values) return;
    // The server searches the outbound on departDate; a change of the way back only searches it there.
    const dates: ChangeFlightDates = go
      ? {
          departDate: dayText(values.departDate) ?? '',
          returnDate: back ? dayText(values.returnDate) : undefined,
        }
      : { departDate: dayText(values.returnDate) ?? '' };
    form.setFieldsValue({ goItineraryId: undefined, backItineraryId: undefined });
    const found = await search.mutateAsync(dates).catch(() => null);
    if (!found) return;
    setResult(found);
    const text = CHANGE_FLIGHT_MESSAGES[found.kind];
    if (found.kind === 'found') notify.success(text);
    else notify.warning(text);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({
      goItineraryId: go ? values.goItineraryId : undefined,
      backItineraryId: back ? values.backItineraryId : undefined,
      serviceFee: amountText(values.serviceFee),
    }).catch(() => undefined);
  };

  return (
    <FormDialog
      open
      width={880}
      title={t('ticketChanges.quoteForm.title', { changeNo: change.changeNo })}
      okText={t('ticketChanges.actions.QUOTED')}
      okButtonProps={{ 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Spin spinning={directions === null}>
        <Typography.Paragraph type="secondary">{t('ticketChanges.move.hints.QUOTED')}</Typography.Paragraph>
        <div style={{ marginBottom: 16 }}>
          <AirlinePolicyPanel orderNo={change.orderNo} airline={change.airline} focus="change" />
        </div>
        <Form<FormValues> form={form} layout="vertical" name="change-quote">
          <Space wrap align="end">
            {go && (
              <Form.Item
                name="departDate"
                label={t('ticketChanges.quoteForm.departDate')}
                rules={[{ required: true, message: t('ticketChanges.validation.departDateRequired') }]}
              >
                <DatePicker disabledDate={(day) => day.isBefore(today())} allowClear={false} />
              </Form.Item>
            )}
            {back && (
              <Form.Item
                name="returnDate"
                label={t('ticketChanges.quoteForm.returnDate')}
                rules={[{ required: true, message: t('ticketChanges.validation.returnDateRequired') }]}
              >
                <DatePicker disabledDate={(day) => day.isBefore(today())} allowClear={false} />
              </Form.Item>
            )}
            <Form.Item>
              <Button
                icon={<SearchOutlined />}
                loading={search.isPending}
                onClick={() => void find()}
                data-testid="search-flights"
              >
                {t('ticketChanges.quoteForm.search')}
              </Button>
            </Form.Item>
          </Space>
          {result && <FlightSearchMessage result={result} />}
          {go && (
            <Form.Item
              name="goItineraryId"
              label={t('ticketChanges.quoteForm.goFlight')}
              rules={[{ required: true, message: t('ticketChanges.validation.goFlightRequired') }]}
              style={{ marginTop: 12 }}
            >
              <FlightChoices way="go" itineraries={result?.goRouting ?? []} />
            </Form.Item>
          )}
          {back && (
            <Form.Item
              name="backItineraryId"
              label={t('ticketChanges.quoteForm.backFlight')}
              rules={[{ required: true, message: t('ticketChanges.validation.backFlightRequired') }]}
            >
              <FlightChoices way="back" itineraries={result?.backRouting ?? []} />
            </Form.Item>
          )}
          <Form.Item
            name="serviceFee"
            label={t('ticketChanges.quoteForm.serviceFee')}
            extra={t('ticketChanges.quoteForm.serviceFeeHint')}
          >
            <InputNumber
              min={0}
              max={999_999_999}
              precision={2}
              suffix={change.currency}
              style={{ width: 220 }}
            />
          </Form.Item>
        </Form>
      </Spin>
    </FormDialog>
  );
}
