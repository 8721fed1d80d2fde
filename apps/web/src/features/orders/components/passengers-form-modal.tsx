import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CARD_TYPES,
  GENDERS,
  PASSENGER_NAME_PATTERN,
  type CardType,
  type Gender,
  type PassengerUpdate,
} from '@ota/contract';
import type { ProposedPassengerChange } from '../../../lib/add-from-order';
import { ageTypeKey, type PassengerView } from '../lib/detail-view';
import { FormDialog } from '../../../components/discard-guard';

interface PassengerRow {
  id: number;
  ageType: number;
  name: string;
  gender: Gender;
  birthday: Dayjs | null;
  nationality: string;
  cardType: CardType;
  cardNum: string;
  cardExpired: Dayjs | null;
  cardIssuePlace: string;
}

export interface PassengersFormModalProps {
  open: boolean;
  passengers: PassengerView[];
  saving: boolean;
  onSave: (passengers: PassengerUpdate[]) => void;
  onClose: () => void;
  /**
   * Opens the passenger change a ticketed passenger's new name or document needs, filled in; absent
   * for users who may not open one (the dialog then only says so).
   */
  onStartChange?: (change: ProposedPassengerChange) => void;
}

/** What a ticket carries: a ticketed passenger's change of these needs a passenger change (server alike). */
const DOCUMENT_FIELDS = ['nationality', 'cardType', 'cardNum', 'cardExpired', 'cardIssuePlace'] as const;

/** The passenger change a ticketed passenger's edit needs, or null when the edit may be saved. */
export function changeNeeded(before: PassengerView, after: PassengerUpdate): ProposedPassengerChange | null {
  if (!before.ticketNo) return null;
  const original = toUpdate(toRow(before));
  if (original.name !== after.name) return { changeType: 'NAME_CORRECTION', passenger: after };
  return DOCUMENT_FIELDS.some((field) => original[field] !== after[field])
    ? { changeType: 'DOCUMENT_UPDATE', passenger: after }
    : null;
}

function toRow(p: PassengerView): PassengerRow {
  return {
    id: p.id,
    ageType: p.ageType,
    name: p.name,
    gender: p.gender,
    birthday: dayjs(p.birthday, 'YYYYMMDD'),
    nationality: p.nationality,
    cardType: p.cardType,
    cardNum: p.cardNum,
    cardExpired: dayjs(p.cardExpired, 'YYYY-MM-DD'),
    cardIssuePlace: p.cardIssuePlace,
  };
}

function toUpdate(row: PassengerRow): PassengerUpdate {
  return {
    id: row.id,
    name: row.name.trim().toUpperCase(),
    gender: row.gender,
    birthday: row.birthday?.format('YYYYMMDD') ?? '',
    nationality: row.nationality.trim().toUpperCase(),
    cardType: row.cardType,
    cardNum: row.cardNum.trim().toUpperCase(),
    cardExpired: row.cardExpired?.format('YYYY-MM-DD') ?? '',
    cardIssuePlace: row.cardIssuePlace.trim().toUpperCase(),
  };
}

/** Corrects names and travel documents; the server checks them again and records the change. */
export function PassengersFormModal({
  open,
  passengers,
  saving,
  onSave,
  onClose,
  onStartChange,
}: PassengersFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ passengers: PassengerRow[] }>();
  // A ticketed passenger's new name or document: not saved here, offered as a passenger change.
  const [needed, setNeeded] = useState<{ view: PassengerView; change: ProposedPassengerChange } | null>(null);
  const save = () => {
    const updates = (form.getFieldValue('passengers') as PassengerRow[]).map(toUpdate);
    for (const update of updates) {
      const view = passengers.find((p) => p.id === update.id);
      const change = view && changeNeeded(view, update);
      if (view && change) {
        setNeeded({ view, change });
        return;
      }
    }
    setNeeded(null);
    onSave(updates);
  };
  useEffect(() => {
    if (open) form.setFieldsValue({ passengers: passengers.map(toRow) });
  }, [open, passengers, form]);

  const label = (name: string) => t(`orders.detail.${name}`);
  const required = (name: string): Rule => ({
    required: true,
    message: t('orders.validation.required', { field: label(name) }),
  });
  const pattern = (name: string, regex: RegExp, rule: string): Rule => ({
    pattern: regex,
    message: t(`orders.validation.${rule}`, { field: label(name) }),
  });
  const today = dayjs().startOf('day');

  return (
    <FormDialog
      open={open}
      title={t('orders.actions.updatePassengersTitle')}
      okText={t('orders.actions.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={960}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        name="passengers-form"
        onFinish={save}
        onValuesChange={() => setNeeded(null)}
      >
        {needed && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="passenger-change-needed"
            title={t('orders.actions.ticketedNeedsChange', {
              name: needed.view.name,
              ticketNo: needed.view.ticketNo,
            })}
            description={t('orders.actions.ticketedHint')}
            action={
              onStartChange && (
                <Button
                  type="primary"
                  data-testid="start-passenger-change"
                  onClick={() => onStartChange(needed.change)}
                >
                  {t('orders.actions.startPassengerChange')}
                </Button>
              )
            }
          />
        )}
        <Form.List name="passengers">
          {(fields) =>
            fields.map((field) => {
              const row = form.getFieldValue(['passengers', field.name]) as PassengerRow | undefined;
              return (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={`${field.name + 1}. ${t(`orders.ageTypes.${ageTypeKey(row?.ageType)}`)}`}
                  data-testid="passenger-form-row"
                >
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={label('name')}
                        extra={t('orders.actions.nameHint')}
                        rules={[required('name'), pattern('name', PASSENGER_NAME_PATTERN, 'passengerName')]}
                      >
                        <Input maxLength={64} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'gender']}
                        label={label('gender')}
                        rules={[required('gender')]}
                      >
                        <Select
                          options={GENDERS.map((g) => ({ value: g, label: t(`orders.genders.${g}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'birthday']}
                        label={label('birthday')}
                        rules={[
                          required('birthday'),
                          {
                            validator: async (_rule, value: Dayjs | null) => {
                              if (value && value.isAfter(today))
                                throw new Error(
                                  t('orders.validation.notFuture', { field: label('birthday') }),
                                );
                            },
                          },
                        ]}
                      >
                        <DatePicker style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'nationality']}
                        label={label('nationality')}
                        rules={[
                          required('nationality'),
                          pattern('nationality', /^\s*[A-Za-z]{2}\s*$/, 'country'),
                        ]}
                      >
                        <Input maxLength={2} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'cardType']}
                        label={label('cardType')}
                        rules={[required('cardType')]}
                      >
                        <Select
                          options={CARD_TYPES.map((c) => ({ value: c, label: t(`orders.cardTypes.${c}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'cardNum']}
                        label={label('cardNum')}
                        rules={[
                          required('cardNum'),
                          pattern('cardNum', /^\s*[A-Za-z0-9]{5,20}\s*$/, 'cardNum'),
                        ]}
                      >
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'cardExpired']}
                        label={label('cardExpired')}
                        rules={[
                          required('cardExpired'),
                          {
                            validator: async (_rule, value: Dayjs | null) => {
                              if (value && !value.isAfter(today))
                                throw new Error(
                                  t('orders.validation.future', { field: label('cardExpired') }),
                                );
                            },
                          },
                        ]}
                      >
                        <DatePicker style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'cardIssuePlace']}
                        label={label('cardIssuePlace')}
                        rules={[
                          required('cardIssuePlace'),
                          pattern('cardIssuePlace', /^\s*[A-Za-z]{2}\s*$/, 'country'),
                        ]}
                      >
                        <Input maxLength={2} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              );
            })
          }
        </Form.List>
      </Form>
    </FormDialog>
  );
}
