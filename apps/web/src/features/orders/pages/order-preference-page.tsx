import { Button, Card, Checkbox, Col, Form, InputNumber, Popconfirm, Row, Select, Space, Spin } from 'antd';
import { SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ORDER_PREFERENCE,
  FIXED_ORDER_COLUMNS,
  ORDER_LIST_COLUMNS,
  ORDER_PAGE_SIZES,
  ORDER_SORT_FIELDS,
  type OrderPreference,
  type OrderPreferenceInput,
} from '@ota/contract';
import { useSession } from '../../../lib/session';
import { useOrderPreference, useSaveOrderPreference } from '../api/order-preference';
import { forgetColumns } from '../lib/order-columns';
import { OrderChannelSelect, OrderStatusSelect } from '../components/order-selects';

type FormValues = Omit<OrderPreference, 'saved'>;

/** /html/orderList/prefernce: the user's defaults for the order list, kept on the server. */
export default function OrderPreferencePage() {
  const { t } = useTranslation();
  const preference = useOrderPreference();
  return (
    <div className="page-container" data-testid="order-preference-page">
      <Card title={t('orders.preference.title')}>
        {preference.data ? <PreferenceForm preference={preference.data} /> : <Spin />}
      </Card>
    </div>
  );
}

function PreferenceForm({ preference }: { preference: OrderPreference }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveOrderPreference(t('orders.preference.saved'));
  const label = (name: string) => t(`orders.preference.${name}`);

  const submit = (values: OrderPreferenceInput) =>
    save.mutate(values, {
      // The new defaults replace this browser's own column choice.
      onSuccess: () => forgetColumns(user?.id),
    });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name="order-preference"
      initialValues={preference}
      onFinish={(values) =>
        submit({ ...values, bookDays: values.bookDays ?? null, channel: values.channel ?? null })
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="pageSize" label={label('pageSize')}>
            <Select
              options={ORDER_PAGE_SIZES.map((size) => ({
                value: size,
                label: t('orders.preference.perPage', { size }),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="sortField" label={label('sortField')}>
            <Select
              options={ORDER_SORT_FIELDS.map((field) => ({
                value: field,
                label: t(`orders.columns.${field}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="sortOrder" label={label('sortOrder')}>
            <Select
              options={[
                { value: 'desc', label: label('descending') },
                { value: 'asc', label: label('ascending') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="bookDays"
            label={label('bookDays')}
            extra={label('bookDaysHint')}
            rules={[
              {
                type: 'integer',
                min: 1,
                max: 366,
                message: t('orders.validation.between', { field: label('bookDays'), min: 1, max: 366 }),
              },
            ]}
          >
            <InputNumber style={{ width: '100%' }} min={1} max={366} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="statuses" label={label('statuses')}>
            <OrderStatusSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="channel" label={label('channel')}>
            <OrderChannelSelect />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="columns"
            label={label('columns')}
            // At least one column, checked without `required`: antd would put aria-required on the
            // group's div, which no checkbox group role allows.
            rules={[
              {
                type: 'array',
                min: 1,
                message: t('orders.validation.required', { field: label('columns') }),
              },
            ]}
          >
            <Checkbox.Group
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                gap: 4,
              }}
              options={ORDER_LIST_COLUMNS.map((column) => ({
                value: column,
                label: t(`orders.columns.${column}`),
                disabled: FIXED_ORDER_COLUMNS.includes(column),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="save-preference"
        >
          {t('orders.actions.save')}
        </Button>
        <Popconfirm
          title={label('resetConfirm')}
          okText={label('reset')}
          cancelText={t('common.cancel')}
          onConfirm={() => {
            const { saved: _saved, ...defaults } = DEFAULT_ORDER_PREFERENCE;
            form.setFieldsValue(defaults);
            submit(defaults);
          }}
        >
          <Button>{label('reset')}</Button>
        </Popconfirm>
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/html/orderList')}>
          {t('orders.detail.back')}
        </Button>
      </Space>
    </Form>
  );
}
