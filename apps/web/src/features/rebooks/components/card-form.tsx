import { Button, Form, Input } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cardNumberProblem, cvvProblem, expiryProblem, groupCardNumber } from '../lib/rebook-view';

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  holder: string;
}

interface CardFormProps {
  paying: boolean;
  onPay: (values: CardValues) => void;
}

/** The card never leaves this form except in the pay call; nothing here stores it. */
export function CardForm({ paying, onPay }: CardFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CardValues>();
  const check = (problem: (value: string | undefined) => string | null) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const key = problem(value);
      if (key) throw new Error(t(`rebooks.validation.${key}`));
    },
  });
  return (
    <Form<CardValues>
      form={form}
      layout="vertical"
      name="rebook-card"
      autoComplete="off"
      style={{ maxWidth: 420 }}
      onFinish={onPay}
    >
      <Form.Item
        name="holder"
        label={t('rebooks.card.holder')}
        rules={[{ required: true, whitespace: true, message: t('rebooks.validation.holder') }]}
      >
        <Input maxLength={64} autoComplete="cc-name" data-testid="card-holder" />
      </Form.Item>
      <Form.Item
        name="cardNumber"
        label={t('rebooks.card.number')}
        normalize={(value: string) => groupCardNumber(value)}
        rules={[check(cardNumberProblem)]}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4111 1111 1111 1111"
          data-testid="card-number"
        />
      </Form.Item>
      <Form.Item
        name="expiry"
        label={t('rebooks.card.expiry')}
        rules={[check((value) => expiryProblem(value))]}
      >
        <Input placeholder="MM/YY" maxLength={5} autoComplete="cc-exp" data-testid="card-expiry" />
      </Form.Item>
      <Form.Item name="cvv" label={t('rebooks.card.cvv')} rules={[check(cvvProblem)]}>
        <Input.Password maxLength={4} inputMode="numeric" autoComplete="cc-csc" data-testid="card-cvv" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<CreditCardOutlined />}
        loading={paying}
        data-testid="pay"
      >
        {t('rebooks.card.pay')}
      </Button>
    </Form>
  );
}
