import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RoleRow } from '@ota/contract';
import { renderWithApp } from '../../../test/render';
import { clientGrantScope } from '../utils/grant-scope';
import { RolePicker } from './role-picker';

const roles: RoleRow[] = [
  { id: 1, name: 'Administrator', codes: ['1001-1', '1004-1', '1007-1'], platformType: null },
  { id: 2, name: 'Limited user manager', codes: ['1007-1'], platformType: 1 },
];
const me = { id: 9, name: 'limited', domain: 'onefly.com', platformType: 1 };

function openOptions() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return screen.getAllByRole('option', { hidden: true });
}

describe('role picker', () => {
  it('offers a limited manager only the roles it may give, the others disabled with the reason', async () => {
    renderWithApp(<RolePicker roles={roles} scope={clientGrantScope(['1007-1'], me)} />, '/');
    openOptions();
    const admin = (await screen.findByText('Administrator')).closest('.ant-select-item-option');
    const limited = screen.getAllByText('Limited user manager').at(-1)?.closest('.ant-select-item-option');
    expect(admin?.className).toContain('ant-select-item-option-disabled');
    expect(within(admin as HTMLElement).getByText(/has codes you do not hold/)).toBeTruthy();
    expect(limited?.className).not.toContain('ant-select-item-option-disabled');
  });

  it('offers a user manager only the roles within its codes (decision 0039)', async () => {
    renderWithApp(<RolePicker roles={roles} scope={clientGrantScope(['1004-1'], me)} />, '/');
    openOptions();
    const admin = (await screen.findByText('Administrator')).closest('.ant-select-item-option');
    expect(admin?.className).toContain('ant-select-item-option-disabled');
  });

  it('offers a user manager holding every code every role', async () => {
    const all = clientGrantScope(['1001-1', '1004-1', '1007-1'], me);
    renderWithApp(<RolePicker roles={roles} scope={all} />, '/');
    openOptions();
    const admin = (await screen.findByText('Administrator')).closest('.ant-select-item-option');
    expect(admin?.className).not.toContain('ant-select-item-option-disabled');
  });
});
