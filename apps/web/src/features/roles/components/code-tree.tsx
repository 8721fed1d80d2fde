import { useMemo } from 'react';
import { Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkedCodes, codeGroups } from './code-groups';

interface CodeTreeProps {
  id?: string;
  value?: string[];
  onChange?: (codes: string[]) => void;
}

/**
 * The codes of a role, grouped like the menu and labelled in the user's language with the code
 * beside; checking a group checks all its pages.
 */
export function CodeTree({ id, value, onChange }: CodeTreeProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => codeGroups(), []);
  const checked = useMemo(() => new Set(value ?? []), [value]);

  const treeData: TreeDataNode[] = groups.map((group) => {
    const count = group.codes.filter((entry) => checked.has(entry.code)).length;
    return {
      key: group.key,
      title: (
        <span>
          {t(group.title)}{' '}
          <Typography.Text type="secondary">
            {t('roles.checkedCount', { checked: count, total: group.codes.length })}
          </Typography.Text>
        </span>
      ),
      children: group.codes.map((entry) => ({
        key: entry.code,
        title: (
          <span>
            {t(entry.title)} <Typography.Text code>{entry.code}</Typography.Text>
          </span>
        ),
      })),
    };
  });

  return (
    // The whole tree is taller than a phone screen: it scrolls inside the dialog.
    <div id={id} data-testid="code-tree" style={{ maxHeight: '50vh', overflowY: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={[...checked]}
        onCheck={(keys) => onChange?.(checkedCodes(Array.isArray(keys) ? keys : keys.checked))}
      />
    </div>
  );
}
