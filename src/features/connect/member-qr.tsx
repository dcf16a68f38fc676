import { QrCode } from '../../components/qr-code/qr-code';
import classes from './connect.module.css';

/**
 * A member's QR code, drawn on the device (no network): black on white with its quiet zone in either
 * colour scheme, as wide as the phone allows, sharp at any size.
 */
export function MemberQr({ value, label }: { value: string; label: string }) {
  return <QrCode value={value} label={label} className={classes.qr} testId="member-qr" />;
}
