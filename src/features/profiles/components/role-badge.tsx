import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheckFilled, IconShieldCheckFilled } from '@tabler/icons-react';

/** 'Champion' or 'Admin' by the member's role; nothing for a member. */
export function RoleBadge({ role }: { role: string | undefined }) {
  if (role === 'champion') {
    return (
      <Badge variant="light" tt="none" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden="true" />}>
        Champion
      </Badge>
    );
  }
  if (role === 'admin') {
    return (
      <Badge variant="light" color="gray" tt="none" leftSection={<IconShieldCheckFilled size={14} aria-hidden="true" />}>
        Admin
      </Badge>
    );
  }
  return null;
}
