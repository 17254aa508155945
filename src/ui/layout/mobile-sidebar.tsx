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
          <Drawer.Content w="18rem" maxW="85vw" bg="bg.panel" aria-label="Menu lateral">
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" px="4" py="3">
              <Drawer.Title asChild>
                <div>
                  <BrandMark />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="lg" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="3" pt="2">
              <SidebarNav collapsed={false} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
