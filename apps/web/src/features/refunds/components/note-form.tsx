import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAddRefundNote } from '../api/add-refund-note';

const NOTE_MAX = 1000;

/** Adds a note to the refund's history (refundChangeLog/insert). */
export function NoteForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const add = useAddRefundNote(refundId);

  const submit = async ({ note }: { note: string }) => {
    const outcome = await add.mutateAsync(note.trim()).catch(() => null);
    if (!outcome?.done) return;
    notify.success(t('refunds.notes.added'));
    form.resetFields();
  };

  return (
    <Form
      form={form}
      name="refund-note"
      layout="vertical"
      style={{ marginTop: 16 }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="note"
        label={t('refunds.notes.label')}
        rules={[
          { required: true, whitespace: true, message: t('refunds.validation.noteRequired') },
          { max: NOTE_MAX, message: t('refunds.validation.tooLong', { max: NOTE_MAX }) },
        ]}
      >
        <Input.TextArea rows={2} showCount maxLength={NOTE_MAX} data-testid="refund-note" />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending} data-testid="add-note">
        {t('refunds.notes.add')}
      </Button>
    </Form>
  );
}
