import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';

/** Header account area. Replaced by the Join Community dialog and profile menu (accounts issue). */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={compact ? 'outline' : 'ghost'} size="sm" className={compact ? 'w-full' : ''}>
          <LogIn aria-hidden="true" /> Sign In
        </Button>
      </DialogTrigger>
      <DialogContent title="Join Community" description="Signing in opens with member accounts, coming very soon.">
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
