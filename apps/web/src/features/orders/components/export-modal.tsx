import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_DAYS, type ExportKind } from '../api/export-orders';
import { FormDialog } from '../../../components/discard-guard';

export interface ExportValues {
  kind: ExportKind;
  range: [Dayjs, Dayjs];
}

export interface ExportModalProps {
  open: boolean;
  /** The CSV export exists for edreams orders only (spec section 7). */
  allowCsv: boolean;
  /** The list's booking-date filter, else the last seven days. */
  initialRange?: [Dayjs | null, Dayjs | null] | null;
  exporting: boolean;
  onExport: (values: ExportValues) => void;
  onClose: () => void;
}

export function ExportModal({
  open,
  allowCsv,
  initialRange,
  exporting,
  onExport,
  onClose,
}: ExportModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExportValues>();
  const lastWeek: [Dayjs, Dayjs] = [dayjs().subtract(6, 'day').startOf('day'), dayjs().startOf('day')];
  const range = initialRange?.[0] && initialRange[1] ? [initialRange[0], initialRange[1]] : lastWeek;
  const label = t('orders.export.range');

  return (
    <FormDialog
      open={open}
      title={t('orders.export.title')}
      okText={t('orders.export.download')}
      cancelText={t('common.cancel')}
      confirmLoading={exporting}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<ExportValues>
        form={form}
        layout="vertical"
        name="order-export"
        initialValues={{ kind: 'xlsx', range }}
        onFinish={onExport}
      >
        <Form.Item
          name="range"
          label={label}
          extra={t('orders.export.rangeHint', { days: EXPORT_MAX_DAYS })}
          rules={[
            { required: true, message: t('orders.validation.required', { field: label }) },
            {
              validator: async (_rule, value: [Dayjs | null, Dayjs | null] | null) => {
                const [start, end] = value ?? [null, null];
                if (start && end && end.diff(start, 'day') >= EXPORT_MAX_DAYS)
                  throw new Error(
                    t('orders.validation.rangeTooLong', { field: label, days: EXPORT_MAX_DAYS }),
                  );
              },
            },
          ]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kind" label={t('orders.export.format')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'xlsx', label: t('orders.export.xlsx') },
              ...(allowCsv ? [{ value: 'csv', label: t('orders.export.csv') }] : []),
            ]}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
