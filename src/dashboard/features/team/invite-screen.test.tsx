// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../contract/project.ts';
import { renderWithProviders } from '../../app/test-render.tsx';
import { chooseProject } from '../../lib/session.ts';
import { InviteScreen } from './invite-screen.tsx';

const project = (id: string, name: string): Project => ({
  id,
  object: 'project',
  name,
  timezone: 'UTC',
  currency: 'USD',
  created_at: '2026-01-05T09:00:00.000Z',
});
const projects = [project('proj_main', 'Main shop'), project('proj_staging', 'Staging')];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  chooseProject('proj_1');
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@example.com');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Erin');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Example');
}

const row = (index: number) => within(screen.getByRole('group', { name: `Project and role ${index}` }));

describe('InviteScreen', () => {
  it('starts with the connected project and refuses the same project twice', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InviteScreen projects={projects} currentProjectId="proj_main" customRoles={[]} />);
    expect(row(1).getByRole('combobox', { name: 'Project' })).toHaveValue('proj_main');
    await fillPerson(user);
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Add another project' }));
    await user.type(row(2).getByRole('combobox', { name: 'Project' }), 'proj_main');
    await user.selectOptions(row(2).getByRole('combobox', { name: 'Role' }), 'VIEWER');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await row(2).findByText('This project is already in another row')).toBeVisible();
    expect(row(1).queryByText('This project is already in another row')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an unreadable email and an over-long name at their fields on the first submit, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InviteScreen projects={projects} currentProjectId="proj_main" customRoles={[]} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@');
    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    await user.paste('E'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Enter an email address such as name@example.com')).toBeVisible();
    expect(screen.getByText('Use at most 100 characters')).toBeVisible();
    expect(screen.getByText('Enter the last name')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs a role id for a custom role, and sends predefined and custom roles per project', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    renderWithProviders(<InviteScreen projects={projects} currentProjectId="proj_main" customRoles={[]} />);
    await fillPerson(user);
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Role' }), 'USER');
    await user.click(screen.getByRole('button', { name: 'Add another project' }));
    await user.type(row(2).getByRole('combobox', { name: 'Project' }), 'proj_staging');
    await user.selectOptions(row(2).getByRole('combobox', { name: 'Role' }), 'CUSTOM');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await row(2).findByText('Enter the custom role id, e.g. role_…')).toBeVisible();

    await user.type(row(2).getByRole('textbox', { name: 'Custom role id' }), 'role_editor');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'erin@example.com',
      first_name: 'Erin',
      last_name: 'Example',
      projects: { proj_main: 'USER', proj_staging: 'role_editor' },
    });
    // Sent: the form starts again with one row for the connected project.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
    expect(screen.queryByRole('group', { name: 'Project and role 2' })).toBeNull();
  });

  it("shows the service's used_incorrect_role next to the refused role only", async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          code: 400,
          key: 'used_incorrect_role',
          message: 'Used incorrect role',
          details: "The role 'role_nope' is incorrect",
          resource_id: 'role_nope',
          resource_type: 'role',
          request_id: 'r1',
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<InviteScreen projects={projects} currentProjectId="proj_main" customRoles={[]} />);
    await fillPerson(user);
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Role' }), 'VIEWER');
    await user.click(screen.getByRole('button', { name: 'Add another project' }));
    await user.type(row(2).getByRole('combobox', { name: 'Project' }), 'proj_staging');
    await user.selectOptions(row(2).getByRole('combobox', { name: 'Role' }), 'CUSTOM');
    await user.type(row(2).getByRole('textbox', { name: 'Custom role id' }), 'role_nope');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const refused = await row(2).findByText("The role 'role_nope' is incorrect (used_incorrect_role)");
    expect(refused).toBeVisible();
    expect(row(2).getByRole('textbox', { name: 'Custom role id' })).toHaveAttribute('aria-invalid', 'true');
    expect(row(1).queryByText(/used_incorrect_role/)).toBeNull();
    expect(screen.getByRole('alert', { name: /refused the invitation/ })).toBeVisible();
  });

  it('offers the account’s custom roles by name and sends the picked role’s id', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const editor = {
      id: 'role_editor',
      name: 'Campaign editor',
      predefined: false,
      permissions: ['campaigns:read' as const],
    };
    renderWithProviders(<InviteScreen projects={projects} currentProjectId="proj_main" customRoles={[editor]} />);
    await fillPerson(user);
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Role' }), 'CUSTOM');
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Custom role' }), 'Campaign editor');
    expect(row(1).getByRole('textbox', { name: 'Custom role id' })).toHaveValue('role_editor');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body)).projects).toEqual({ proj_main: 'role_editor' });
  });
});
