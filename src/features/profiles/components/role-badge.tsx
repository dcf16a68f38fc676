import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheckFilled, IconShieldCheckFilled } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  champion: { id: 'profiles.role.champion', defaultMessage: 'Champion' },
  admin: { id: 'profiles.role.admin', defaultMessage: 'Admin' },
});

/** 'Champion' or 'Admin' by the member's role; nothing for a member. */
export function RoleBadge({ role }: { role: string | undefined }) {
  const intl = useIntl();
  if (role === 'champion') {
    return (
      <Badge variant="light" tt="none" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden="true" />}>
        {intl.formatMessage(messages.champion)}
      </Badge>
    );
  }
  if (role === 'admin') {
    return (
      <Badge variant="light" color="gray" tt="none" leftSection={<IconShieldCheckFilled size={14} aria-hidden="true" />}>
        {intl.formatMessage(messages.admin)}
      </Badge>
    );
  }
  return null;
}
