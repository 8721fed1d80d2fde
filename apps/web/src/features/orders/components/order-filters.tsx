import type { ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSENGER_NAME_MIN } from '@ota/contract';
import { countSetFilters, useFilterFold } from '../../../components/filter-fold';
import type { OrderFilterValues } from '../lib/filter-params';
import { OrderChannelSelect, OrderStatusSelect } from './order-selects';

export interface OrderFiltersProps {
  /** Users without a platform may narrow to one. */
  showPlatform: boolean;
  initialValues?: OrderFilterValues;
  onSearch: (values: OrderFilterValues) => void;
  onReset: () => void;
  /** Buttons beside Search and Reset (exports, column chooser). */
  extra?: ReactNode;
}

const { RangePicker } = DatePicker;

export function OrderFilters({ showPlatform, initialValues, onSearch, onReset, extra }: OrderFiltersProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFilterValues>();
  const label = (name: string) => t(`orders.filters.${name}`);
  const pattern = (name: string, regex: RegExp, rule: string): Rule => ({
    pattern: regex,
    message: t(`orders.validation.${rule}`, { field: label(name) }),
  });
  const col = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  // On a phone the ten fields fold behind one button, so the first orders are on the first screen.
  const fold = useFilterFold(countSetFilters(initialValues ?? {}));

  return (
    <Form<OrderFilterValues>
      form={form}
      name="order-filters"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSearch}
      onFinishFailed={fold.unfold}
      data-testid="order-filters"
    >
      <Row gutter={16} style={fold.folded ? { display: 'none' } : undefined}>
        <Col {...col}>
          <Form.Item
            name="orderNo"
            label={label('orderNo')}
            rules={[pattern('orderNo', /^\s*[A-Za-z0-9]*\s*$/, 'lettersDigits')]}
          >
            <Input allowClear maxLength={32} placeholder="OF2611220001" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="pnr"
            label={label('pnr')}
            rules={[pattern('pnr', /^\s*[A-Za-z0-9]{6}\s*$/, 'pnr')]}
          >
            <Input allowClear maxLength={6} placeholder="ABC123" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="passengerName"
            label={label('passengerName')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (value && value.trim().length < PASSENGER_NAME_MIN)
                    throw new Error(
                      t('orders.validation.minLength', {
                        field: label('passengerName'),
                        min: PASSENGER_NAME_MIN,
                      }),
                    );
                },
              },
            ]}
          >
            <Input allowClear maxLength={64} placeholder={t('orders.filters.passengerNameHint')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="email"
            label={label('email')}
            rules={[{ type: 'email', message: t('orders.validation.email', { field: label('email') }) }]}
          >
            <Input allowClear maxLength={254} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="status" label={label('status')}>
            <OrderStatusSelect maxTagCount="responsive" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="bookRange" label={label('bookRange')}>
            <RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="departRange" label={label('departRange')}>
            <RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="airline"
            label={label('airline')}
            rules={[pattern('airline', /^\s*[A-Za-z0-9]{2}\s*$/, 'airline')]}
          >
            <Input allowClear maxLength={2} placeholder="DA" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Row gutter={8}>
            <Col span={12}>
              <Form.Item
                name="dep"
                label={label('dep')}
                rules={[pattern('dep', /^\s*[A-Za-z]{3}\s*$/, 'airport')]}
              >
                <Input allowClear maxLength={3} placeholder="MAD" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="arr"
                label={label('arr')}
                rules={[pattern('arr', /^\s*[A-Za-z]{3}\s*$/, 'airport')]}
              >
                <Input allowClear maxLength={3} placeholder="CDG" />
              </Form.Item>
            </Col>
          </Row>
        </Col>
        <Col {...col}>
          <Form.Item name="channel" label={label('channel')}>
            <OrderChannelSelect />
          </Form.Item>
        </Col>
        {showPlatform && (
          <Col {...col}>
            <Form.Item name="platformType" label={label('platformType')}>
              <Select
                allowClear
                placeholder={t('orders.filters.allPlatforms')}
                options={[1, 2].map((value) => ({ value, label: t(`orders.platforms.${value}`) }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Space wrap style={{ marginBottom: 16 }}>
        {fold.toggle}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="order-search">
          {t('orders.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('orders.reset')}
        </Button>
        {extra}
      </Space>
    </Form>
  );
}
