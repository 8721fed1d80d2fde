import { Button, Col, DatePicker, Form, InputNumber, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  MAX_SEATED_PASSENGERS,
  TRIP_TYPES,
  type FlightAirport,
  type FlightSearchRequest,
} from '@ota/contract';
import { airportCode, isAirportCode, toSearchRequest, type SearchFormValues } from '../lib/search-request';
import { AirportInput } from './airport-input';

const CABINS = ['economy', 'premium', 'business', 'first'] as const;
const DATE_FORMAT = 'YYYY-MM-DD';

const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

export const INITIAL_SEARCH: Partial<SearchFormValues> = {
  tripType: 'oneWay',
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};

export interface SearchFormProps {
  airports: readonly FlightAirport[];
  searching: boolean;
  onSearch: (request: FlightSearchRequest) => void;
}

export function SearchForm({ airports, searching, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchFormValues>();
  const tripType = Form.useWatch('tripType', form) ?? 'oneWay';
  const field = (name: string) => t(`flightSearch.${name}`);
  const required = (name: string): Rule => ({
    required: true,
    message: t('flightSearch.validation.required', { field: field(name) }),
  });
  const iata = (name: string): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && !isAirportCode(value))
        throw new Error(t('flightSearch.validation.iata', { field: field(name) }));
    },
  });

  const swap = () => {
    const { origin, destination } = form.getFieldsValue(['origin', 'destination']);
    form.setFieldsValue({ origin: destination, destination: origin });
  };

  return (
    <Form<SearchFormValues>
      form={form}
      name="flight-search"
      layout="vertical"
      initialValues={INITIAL_SEARCH}
      onFinish={(values) => onSearch(toSearchRequest(values))}
      data-testid="flight-search-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tripType" label={field('tripType')}>
            <Radio.Group
              optionType="button"
              options={TRIP_TYPES.map((type) => ({ value: type, label: t(`flightSearch.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="cabin" label={field('cabin')}>
            <Select
              style={{ maxWidth: 240 }}
              options={CABINS.map((cabin) => ({ value: cabin, label: t(`flightSearch.cabins.${cabin}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16} align="bottom">
        <Col xs={24} sm={11} lg={5}>
          <Form.Item name="origin" label={field('origin')} rules={[required('origin'), iata('origin')]}>
            <AirportInput airports={airports} placeholder={t('flightSearch.airportPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={2} lg={1} style={{ textAlign: 'center' }}>
          <Form.Item>
            <Button icon={<SwapOutlined />} aria-label={t('flightSearch.swap')} onClick={swap} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={11} lg={5}>
          <Form.Item
            name="destination"
            label={field('destination')}
            dependencies={['origin']}
            rules={[
              required('destination'),
              iata('destination'),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  if (
                    value &&
                    airportCode(value) === airportCode(getFieldValue('origin') as string | undefined)
                  )
                    throw new Error(t('flightSearch.validation.sameAirports'));
                },
              }),
            ]}
          >
            <AirportInput airports={airports} placeholder={t('flightSearch.airportPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={tripType === 'roundTrip' ? 4 : 8}>
          <Form.Item name="departDate" label={field('departDate')} rules={[required('departDate')]}>
            <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} disabledDate={beforeToday} />
          </Form.Item>
        </Col>
        {tripType === 'roundTrip' && (
          <Col xs={24} sm={12} lg={4}>
            <Form.Item
              name="returnDate"
              label={field('returnDate')}
              dependencies={['departDate']}
              rules={[
                required('returnDate'),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: Dayjs | null | undefined) => {
                    const depart = getFieldValue('departDate') as Dayjs | undefined;
                    if (value && depart && value.isBefore(depart, 'day'))
                      throw new Error(t('flightSearch.validation.returnBeforeDepart'));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} disabledDate={beforeToday} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16} align="bottom">
        <Col xs={24} sm={8} lg={4}>
          <Form.Item
            name="adults"
            label={field('adults')}
            rules={[
              required('adults'),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: number | null) => {
                  if (
                    (value ?? 0) + ((getFieldValue('children') as number | null) ?? 0) >
                    MAX_SEATED_PASSENGERS
                  )
                    throw new Error(
                      t('flightSearch.validation.tooManySeated', { max: MAX_SEATED_PASSENGERS }),
                    );
                },
              }),
            ]}
            dependencies={['children']}
          >
            <InputNumber
              mode="spinner"
              min={1}
              max={MAX_SEATED_PASSENGERS}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={4}>
          <Form.Item name="children" label={field('children')}>
            <InputNumber
              mode="spinner"
              min={0}
              max={MAX_SEATED_PASSENGERS - 1}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={4}>
          <Form.Item
            name="infants"
            label={field('infants')}
            dependencies={['adults']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: number | null) => {
                  if ((value ?? 0) > ((getFieldValue('adults') as number | null) ?? 0))
                    throw new Error(t('flightSearch.validation.tooManyInfants'));
                },
              }),
            ]}
          >
            <InputNumber
              mode="spinner"
              min={0}
              max={MAX_SEATED_PASSENGERS}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching} block>
              {t('flightSearch.search')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
