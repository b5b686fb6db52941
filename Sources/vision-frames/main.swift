print("vision-frames")
