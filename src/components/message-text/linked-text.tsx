import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { messageParts } from './message-text';
import classes from './message-text.module.css';

/**
 * A member's plain text (a chat message, an answer) as they typed it: line breaks kept, http(s)
 * addresses as links that open apart, and everything else as text, never markup. A plain paragraph: a
 * chat bubble renders on every message sent, and the styled text component costs more than the rest of
 * the bubble together.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <p className={classes.body} dir="auto">
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} inherit href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={classes.link}>
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
