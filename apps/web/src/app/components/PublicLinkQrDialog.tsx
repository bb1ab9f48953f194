import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/**
 * A public link's QR code to show or print at a centre (a job posting's, a competition's
 * registration): the code, the address under it, and its SVG to download.
 */
export function PublicLinkQrDialog(p: {
  open: boolean;
  onClose(): void;
  /** The record's name, as the title. */
  title: string;
  /** The server's SVG of the code. */
  qrUrl: string;
  alt: string;
  /** The public address the code holds. */
  url: string;
  downloadName: string;
  downloadLabel: string;
}) {
  return (
    <Dialog open={p.open} onClose={p.onClose}>
      <DialogTitle dir="auto">{p.title}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box
          component="img"
          src={p.qrUrl}
          alt={p.alt}
          sx={{ width: 260, maxWidth: '100%', height: 'auto' }}
        />
        <Typography variant="caption" component="p" dir="ltr" sx={{ wordBreak: 'break-all' }}>
          {p.url}
        </Typography>
        <Button sx={{ mt: 1 }} href={p.qrUrl} download={p.downloadName}>
          {p.downloadLabel}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
