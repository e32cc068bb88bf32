import { SearchSyntaxHelp } from '../features/cards/syntax/SearchSyntaxHelp.tsx'

export default function CardSyntax() {
  return <SearchSyntaxHelp />
}
