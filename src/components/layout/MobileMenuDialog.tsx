'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'

import { AccountNav } from '@/components/auth/AccountNav'
import { NavLinks } from '@/components/layout/NavLinks'

/** The slide-in side menu: traps focus, closes on Escape, outside click or choosing a link. */
export default function MobileMenuDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex items-center justify-center rounded-lg p-2 text-ink hover:bg-sand-100 lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[280px] flex-col gap-4 overflow-y-auto bg-sand-50 p-4 shadow-xl data-[state=open]:animate-[slide-in-from-right_200ms_ease-out] sm:w-[350px]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg">Menu</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 hover:bg-sand-100" aria-label="Close menu">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Main">
            <NavLinks orientation="column" onNavigate={() => setOpen(false)} />
          </nav>
          <AccountNav look="menu" onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
