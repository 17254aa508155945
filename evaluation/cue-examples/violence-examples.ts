/* Examples written for these tests (none taken from the blind set), one group per concept. */

export const concepts: Record<string, string[]> = {
  'blows and strangling': ['meu marido me bateu ontem', 'ele me empurrou contra a parede', 'ele apertou meu pescoço', 'levei um soco do meu ex', 'ele me deu um tapa na cara', 'o pai do meu filho me chutou'],
  threats: ['ele disse que vai me matar se eu for embora', 'meu ex falou que vai sumir com as crianças', 'ele ameaça espalhar minhas fotos', 'ele disse q a proxima vai ser em mim'],
  stalking: ['meu ex ta rondando minha casa', 'ele criou outro perfil pra me vigiar', 'ele ta parado na frente do meu trabalho desde cedo'],
  control: ['ele olha meu celular todo dia e le minhas mensagens', 'nao me deixa ver minhas amigas', 'ele controla todo o dinheiro', 'tenho que pedir dinheiro pra ele ate pra comprar absorvente', 'ele escolhe minhas roupas'],
  'locked in': ['ele me trancou em casa e levou a chave', 'ele tranca a porta quando sai pra eu nao sair'],
  'forced sex': ['ele me obriga a transar', 'meu sogro passa a mao em mim'],
  'abuse of her child': ['meu cunhado abusou da minha filha de 5 anos', 'o tio do meu filho mexeu nele', 'acho que alguem abusou da minha filha'],
  'fear of going home': ['to com medo de voltar pra casa, ele ta bebado', 'tenho medo do meu marido'],
  'in-laws and family': ['minha sogra me deu um tapa', 'meu irmao me bate', 'meu marido bate nos meus filhos'],
}

export const everyday = [
  'meu filho me bateu brincando kkk',
  'o bebe me chuta a noite toda',
  'meu marido vai me matar qnd ver a fatura kkk',
  'minha filha de 3 anos disse que vai me matar pq desliguei a tv 😂',
  'meu marido pegou meu celular pra tirar foto do bebe',
  'ele me empurrou pra frente e eu fui na entrevista',
  'meu namorado controla o controle da tv kkk',
  'to presa em casa com essa chuva',
  'meu marido me ajuda muito',
  'me bate uma tristeza as vezes',
  'meu marido mexeu no bebe pra trocar a fralda',
  'meu filho abusou da paciencia hoje kkk',
]
