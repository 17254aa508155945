import type { ReactNode } from 'react'
import { useVoiceGuide } from './use-voice-guide'
import { useVoiceGuideView } from './use-voice-guide-view'

interface VoiceGuideSettingProps {
  /** The switch itself, drawn like the profile's other settings. */
  renderSwitch: (props: { checked: boolean; disabled: boolean; description: string; onChange: (checked: boolean) => void }) => ReactNode
}

/** 'Guia por voz' among the profile's settings: her choice for every player, or why this device cannot. */
export function VoiceGuideSetting({ renderSwitch }: VoiceGuideSettingProps) {
  const { checked, disabled, note, turn } = useVoiceGuideView(useVoiceGuide())
  return renderSwitch({ checked, disabled, description: note, onChange: turn })
}
