import { Stack, Switch, Text } from '@chakra-ui/react'
import { switchSlotRecipe } from '@chakra-ui/react/theme'
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'

interface SettingSwitchProps {
  label: string
  description: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** One setting of Perfil: its name and what it does, the switch at the end of a 56 px row. */
export function SettingSwitch({ label, description, checked, disabled = false, onChange }: SettingSwitchProps) {
  const descriptionId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // A tap the app refuses (no permission for reminders) leaves `checked` as it was, and the hidden
  // input as the tap left it: screen readers would hear "on". Each render puts it back.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.checked = checked
  })
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      size="lg"
      w="full"
      minH="14"
      justifyContent="space-between"
      gap="4"
      cursor="pointer"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput ref={inputRef} role="switch" aria-describedby={descriptionId} />
      <Stack gap="0.5" minW="0">
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Text id={descriptionId} color="fg.muted" textStyle="sm">
          {description}
        </Text>
      </Stack>
      {/* Off, the default track was 1.3:1 on the card, the switch all but invisible: 3:1 or more in both themes. */}
      <Switch.Control flexShrink="0" css={{ '&[data-state=unchecked]': { bg: 'border.control' } }}>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  )
}
