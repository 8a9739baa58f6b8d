#!/bin/sh
# The SPC Conciliador presentation video (public/videos/spc-conciliador.webm): 9 s of text slides, VP9, no audio,
# made with Debian's ffmpeg and DejaVu fonts (apt-get install -y ffmpeg fonts-dejavu-core). Its captions are
# public/videos/spc-conciliador.pt-BR.vtt (same texts, same times): keep both in step when a slide changes.
set -eu
cd "$(dirname "$0")/.."
FONTE=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
TEXTO=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
slide() { # $1 start s, $2 end s, $3 title, $4 line
  printf "drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=38:x=(w-text_w)/2:y=h/2-110:enable='between(t,%s,%s)'," "$FONTE" "$3" "$1" "$2"
  printf "drawtext=fontfile=%s:text='%s':fontcolor=0xdbe7f3:fontsize=22:x=(w-text_w)/2:y=h/2-50:enable='between(t,%s,%s)'," "$TEXTO" "$4" "$1" "$2"
}
FILTRO="$(slide 0 3 'SPC Conciliador' 'Concilie as vendas com cartão da sua empresa')$(slide 3 6 'Todas as operadoras' 'Cielo, Rede, Stone e outras em um só painel')$(slide 6 9 'Contrate pelo portal' 'Escolha o plano, as operadoras e aceite o termo')"
# a bar that fills the bottom edge in 9 s: the picture moves, so a player's progress is visible
FILTRO="[0]${FILTRO%,}[texto];[texto][1]overlay=x=W*t/9-w:y=H-h:eval=frame"
mkdir -p public/videos
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x0b4f8a:s=640x360:r=24:d=9" \
  -f lavfi -i "color=c=0xf0a500:s=640x8:r=24:d=9" -filter_complex "$FILTRO" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p -an public/videos/spc-conciliador.webm
ls -l public/videos/spc-conciliador.webm
