"use client";
// A modal that cannot be dismissed: the only ways out are its buttons, each of which posts to
// /logout with the page to go to next (spec: suspended and deletion-marked users see nothing
// else). The kit's blocking Dialog keeps focus inside and labels it.
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

export function BlockingModal({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  /** `action` is the /logout URL (with ?next=) the button posts to. */
  actions: { label: string; action: string; primary?: boolean }[];
}) {
  return (
    <Dialog open>
      <DialogContent blocking className="rounded-2xl text-center sm:p-8">
        <div aria-hidden className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-800">
          !
        </div>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-3">{message}</DialogDescription>
        <div className="mt-6 flex flex-col gap-3">
          {actions.map((action) => (
            <form key={action.action} method="post" action={action.action} className="contents">
              <Button type="submit" variant={action.primary ? "primary" : "outline"}>
                {action.label}
              </Button>
            </form>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
