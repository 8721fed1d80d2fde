import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { OrderNoField, RemarkField, useAddTexts } from './case-add-fields';
import { FormDialog } from '../discard-guard';

/** The order an add dialog loads, as useAddOrder and the kind's order query tell it. */
interface LoadedOrder {
  orderNo: string;
  loading: boolean;
  /** The server's words when the order cannot be read. */
  missing: string | null;
  onLoad: (value: string) => Promise<void>;
}

interface CaseAddModalProps<V extends object> {
  /** The kind's translation area. */
  area: string;
  /** The dialog's texts and test ids: `<step>.title`, `<step>.submit` ('add', or 'choose' for seats). */
  step: string;
  /** The form's name (its fields' ids follow it). */
  name: string;
  form: FormInstance<V>;
  okTestId: string;
  saving: boolean;
  width?: number;
  initialValues?: Partial<V>;
  onValuesChange?: (changed: Partial<V>) => void;
  onFinish: (values: V) => Promise<void>;
  onClose: () => void;
  /** The order number with its Load, first; absent where the number is only typed. */
  order?: LoadedOrder;
  /** The kind's own fields, between the order and the remark. */
  children: ReactNode;
  /** Said under the form. */
  note?: ReactNode;
}

/**
 * A kind's add dialog: the order, the kind's fields, a remark. Its OK submits the form; the kind's
 * onFinish sends it and closes the dialog once the case is made (a refusal keeps the form open).
 */
export function CaseAddModal<V extends object>(props: CaseAddModalProps<V>) {
  const { area, step, form, order } = props;
  const { t, label } = useAddTexts(area);
  return (
    <FormDialog
      open
      title={label(`${step}.title`)}
      okText={label(`${step}.submit`)}
      okButtonProps={{ 'data-testid': props.okTestId }}
      cancelText={t('common.cancel')}
      confirmLoading={props.saving}
      width={props.width}
      onOk={() => form.submit()}
      onCancel={props.onClose}
    >
      <Form<V>
        form={form}
        layout="vertical"
        name={props.name}
        initialValues={props.initialValues}
        onValuesChange={props.onValuesChange}
        onFinish={(values) => void props.onFinish(values)}
      >
        {order && <OrderNoField area={area} step={step} {...order} />}
        {props.children}
        <RemarkField area={area} />
      </Form>
      {props.note}
    </FormDialog>
  );
}
