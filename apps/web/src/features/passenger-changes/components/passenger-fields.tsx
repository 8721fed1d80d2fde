import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CARD_TYPES,
  GENDERS,
  NAME_CORRECTION_MAX_LETTERS,
  PASSENGER_NAME_PATTERN,
  type PassengerChangeType,
} from '@ota/contract';
import { EDITABLE, type PassengerField } from '../lib/change-form';

const COUNTRY = /^\s*[A-Za-z]{2}\s*$/;
const CARD_NUM = /^\s*[A-Za-z0-9]{5,20}\s*$/;

/** The validation rules of one field, each message naming the field (the contract's passengerUpdate rules). */
function useRules() {
  const { t } = useTranslation();
  const label = (field: PassengerField) => t(`passengerChanges.fields.${field}`);
  const message = (rule: string, field: PassengerField) =>
    t(`passengerChanges.validation.${rule}`, { field: label(field) });
  const required = (field: PassengerField): Rule => ({
    required: true,
    whitespace: true,
    message: message('required', field),
  });
  const pattern = (field: PassengerField, regex: RegExp, rule: string): Rule => ({
    pattern: regex,
    message: message(rule, field),
  });
  const date = (field: PassengerField, wrong: (day: Dayjs) => boolean, rule: string): Rule => ({
    validator: async (_rule, value: Dayjs | null) => {
      if (value && wrong(value)) throw new Error(message(rule, field));
    },
  });
  const today = dayjs().startOf('day');
  const rules: Record<PassengerField, Rule[]> = {
    name: [required('name'), pattern('name', PASSENGER_NAME_PATTERN, 'passengerName')],
    gender: [required('gender')],
    birthday: [required('birthday'), date('birthday', (day) => day.isAfter(today), 'notFuture')],
    nationality: [required('nationality'), pattern('nationality', COUNTRY, 'country')],
    cardType: [required('cardType')],
    cardNum: [required('cardNum'), pattern('cardNum', CARD_NUM, 'cardNum')],
    cardExpired: [required('cardExpired'), date('cardExpired', (day) => !day.isAfter(today), 'future')],
    cardIssuePlace: [required('cardIssuePlace'), pattern('cardIssuePlace', COUNTRY, 'country')],
  };
  return { label, rules };
}

/** The control of one field: Form.Item hands its value to it, so it is the item's direct child. */
function fieldInput(field: PassengerField, t: TFunction) {
  switch (field) {
    case 'gender':
      return (
        <Select options={GENDERS.map((g) => ({ value: g, label: t(`passengerChanges.genders.${g}`) }))} />
      );
    case 'cardType':
      return (
        <Select
          options={CARD_TYPES.map((c) => ({ value: c, label: t(`passengerChanges.cardTypes.${c}`) }))}
        />
      );
    case 'birthday':
    case 'cardExpired':
      return <DatePicker style={{ width: '100%' }} />;
    case 'nationality':
    case 'cardIssuePlace':
      return <Input maxLength={2} />;
    case 'cardNum':
      return <Input maxLength={20} />;
    case 'name':
      return <Input maxLength={64} />;
  }
}

/** The passenger's fields this kind of change edits, prefilled with the passenger's current values. */
export function PassengerFields({ type }: { type: PassengerChangeType }) {
  const { t } = useTranslation();
  const { label, rules } = useRules();
  const fields = EDITABLE[type];
  return (
    <Row gutter={12}>
      {fields.map((field) => (
        <Col key={field} xs={24} md={field === 'name' ? 24 : 12}>
          <Form.Item
            name={field}
            label={label(field)}
            rules={rules[field]}
            extra={
              field === 'name'
                ? t('passengerChanges.add.nameHint', { max: NAME_CORRECTION_MAX_LETTERS })
                : undefined
            }
          >
            {fieldInput(field, t)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
