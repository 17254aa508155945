import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import { BrandMark } from './brand-mark'
import { useSidebar } from './sidebar-context'
import { SidebarNav } from './sidebar-nav'

/** Below 768 px the sidebar is an 18rem slide-over; Escape, a tap outside or navigating closes it. */
export function MobileSidebar() {
  const { overlayOpen, close } = useSidebar()
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={overlayOpen} onOpenChange={(details) => !details.open && close()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="18rem" maxW="90vw" bg="bg.panel" aria-label="Menu lateral">
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" px="min(1rem, 4vw)" py="3">
              <Drawer.Title asChild>
                <div>
                  <BrandMark narrowName />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="lg" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="min(0.75rem, 3vw)" pt="2">
              <SidebarNav collapsed={false} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
