import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from './disabled-reason';

export interface RowActionsProps {
  /**
   * Read after each button's text in its aria-label ("Edit ops@…"), so that screen readers and tests
   * tell one row's buttons from the next. Without it the buttons are named by their text alone.
   */
  rowName?: string;
  /** Actions shown before Edit, such as a wrapper's connection test. */
  extra?: ReactNode;
  editText: string;
  onEdit: () => void;
  /** Why this user may not edit the row: the button is then disabled and says why on hover. */
  editDisabledReason?: string;
  deleteText: string;
  deleteConfirm: ReactNode;
  /** What the deletion will change, under the confirmation's title. */
  deleteHint?: ReactNode;
  /** Left out where the row may not be deleted at all: no Delete button then. */
  onDelete?: () => Promise<unknown>;
  deleteDisabledReason?: string;
}

/** A table row's Edit and Delete link buttons, the delete only after a confirmation. */
export function RowActions(props: RowActionsProps) {
  const { rowName, extra, editText, onEdit, editDisabledReason } = props;
  return (
    <Space size={0} wrap>
      {extra}
      <DisabledReason reason={editDisabledReason}>
        <Button
          type="link"
          icon={<EditOutlined />}
          disabled={editDisabledReason !== undefined}
          onClick={onEdit}
          aria-label={labelFor(editText, rowName)}
        >
          {editText}
        </Button>
      </DisabledReason>
      {props.onDelete && <DeleteAction {...props} onDelete={props.onDelete} />}
    </Space>
  );
}

type DeleteActionProps = RowActionsProps & Required<Pick<RowActionsProps, 'onDelete'>>;

function DeleteAction({
  rowName,
  deleteText,
  deleteConfirm,
  deleteHint,
  onDelete,
  deleteDisabledReason,
}: DeleteActionProps) {
  const { t } = useTranslation();
  const disabled = deleteDisabledReason !== undefined;
  const button = (
    <Button
      type="link"
      danger
      icon={<DeleteOutlined />}
      disabled={disabled}
      aria-label={labelFor(deleteText, rowName)}
    >
      {deleteText}
    </Button>
  );
  // A refused delete opens no confirmation; it says why on hover instead.
  if (disabled) return <DisabledReason reason={deleteDisabledReason}>{button}</DisabledReason>;
  return (
    <Popconfirm
      title={deleteConfirm}
      description={deleteHint}
      okText={deleteText}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      // The api client has already shown why a delete failed; swallowing it here closes the
      // confirmation instead of leaving an unhandled rejection behind.
      onConfirm={() => onDelete().catch(() => undefined)}
    >
      {button}
    </Popconfirm>
  );
}

function labelFor(action: string, rowName: string | undefined): string | undefined {
  return rowName === undefined ? undefined : `${action} ${rowName}`;
}
